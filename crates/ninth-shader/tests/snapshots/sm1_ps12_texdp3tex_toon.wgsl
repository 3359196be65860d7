diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r24_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    r24_.x = dot(_e9.xyz, ((vec3(2f) * _e11.xyz) - vec3(1f)));
    let _e22 = vec3(0f);
    let _e23 = r24_;
    r24_ = vec4<f32>(_e23.x, _e22.x, _e22.y, _e22.z);
    let _e30 = r24_;
    let _e34 = textureSample(tex1_, samp1_, _e30.xy);
    r17_ = _e34;
    let _e36 = t2_;
    let _e38 = r16_;
    r24_.x = dot(_e36.xyz, ((vec3(2f) * _e38.xyz) - vec3(1f)));
    let _e46 = vec3(0f);
    let _e47 = r24_;
    r24_ = vec4<f32>(_e47.x, _e46.x, _e46.y, _e46.z);
    let _e54 = r24_;
    let _e58 = textureSample(tex2_, samp2_, _e54.xy);
    r18_ = _e58;
    let _e61 = t3_;
    let _e65 = textureSample(tex3_, samp3_, _e61.xy);
    r19_ = _e65;
    let _e67 = r17_;
    let _e68 = r19_;
    r0_ = (_e67 * _e68);
    let _e70 = r0_;
    let _e72 = r18_;
    let _e74 = (_e70.xyz * _e72.xyz);
    let _e75 = r0_;
    r0_ = vec4<f32>(_e74.x, _e74.y, _e74.z, _e75.w);
    let _e82 = r0_;
    oC0_ = _e82;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
