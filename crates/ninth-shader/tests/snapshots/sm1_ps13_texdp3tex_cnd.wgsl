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
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
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
    let _e37 = t2_;
    let _e41 = textureSample(tex2_, samp2_, _e37.xy);
    r18_ = _e41;
    let _e43 = r17_;
    let _e44 = r18_;
    r0_ = (_e43 * _e44);
    let _e47 = r0_;
    let _e49 = r0_;
    let _e54 = select(vec3(1f), _e47.xyz, (_e49.www > vec3(0.5f)));
    let _e55 = r0_;
    r0_ = vec4<f32>(_e54.x, _e54.y, _e54.z, _e55.w);
    let _e61 = r18_;
    r0_.w = _e61.w;
    let _e65 = r0_;
    oC0_ = _e65;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
