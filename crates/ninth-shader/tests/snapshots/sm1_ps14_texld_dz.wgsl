diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = _e2.xyz;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e3.z, _e4.w);
    let _e12 = t1_;
    let _e13 = _e12.xyz;
    let _e14 = r1_;
    r1_ = vec4<f32>(_e13.x, _e13.y, _e13.z, _e14.w);
    let _e22 = t2_;
    let _e26 = textureSample(tex2_, samp2_, _e22.xy);
    r2_ = _e26;
    let _e27 = r2_;
    let _e39 = r0_;
    let _e41 = ((((vec3(2f) * _e27.xyz) - vec3(1f)) * vec3<f32>(0.1f, 0.1f, 0f)) + _e39.xyz);
    let _e42 = r0_;
    r0_ = vec4<f32>(_e41.x, _e41.y, _e41.z, _e42.w);
    let _e48 = r0_;
    let _e55 = textureSample(tex0_, samp0_, (_e48 / vec4(_e48.z)).xy);
    r0_ = _e55;
    let _e56 = r1_;
    let _e63 = textureSample(tex1_, samp1_, (_e56 / vec4(_e56.z)).xy);
    r1_ = _e63;
    let _e64 = r0_;
    let _e65 = r1_;
    r0_ = (_e64 * _e65);
    let _e67 = r0_;
    let _e69 = r2_;
    let _e71 = (_e67.xyz * _e69.xyz);
    let _e72 = r0_;
    r0_ = vec4<f32>(_e71.x, _e71.y, _e71.z, _e72.w);
    let _e79 = r0_;
    oC0_ = _e79;
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
