diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e16 = t2_;
    let _e20 = textureSample(tex2_, samp2_, _e16.xy);
    r2_ = _e20;
    let _e22 = r2_;
    let _e31 = v0_;
    r3_ = vec4(saturate(dot(((vec3(2f) * _e22.xyz) - vec3(1f)), ((vec3(2f) * _e31.xyz) - vec3(1f)))));
    let _e40 = r0_;
    let _e42 = r1_;
    let _e46 = (_e40.xyz * (vec3(2f) * _e42.xyz));
    let _e47 = r0_;
    r0_ = vec4<f32>(_e46.x, _e46.y, _e46.z, _e47.w);
    let _e54 = r1_;
    let _e58 = r2_;
    let _e66 = (((vec3(2f) * _e54.xyz) - (vec3(-2f) * _e58.xyz)) * vec3(0.5f));
    let _e67 = r4_;
    r4_ = vec4<f32>(_e66.x, _e66.y, _e66.z, _e67.w);
    let _e73 = r0_;
    let _e75 = r3_;
    let _e77 = (_e73.xyz * _e75.xyz);
    let _e78 = r0_;
    r0_ = vec4<f32>(_e77.x, _e77.y, _e77.z, _e78.w);
    let _e84 = r4_;
    let _e87 = v1_;
    let _e90 = r0_;
    let _e93 = saturate(((_e84.xyz * _e87.xyz) + _e90.xyz));
    let _e94 = r0_;
    r0_ = vec4<f32>(_e93.x, _e93.y, _e93.z, _e94.w);
    let _e101 = r0_;
    oC0_ = _e101;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
