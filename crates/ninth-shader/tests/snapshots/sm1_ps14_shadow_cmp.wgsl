diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t1_;
    let _e6 = (_e2 / vec4(_e2.w)).xy;
    let _e7 = r1_;
    r1_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e15 = t2_;
    let _e16 = _e15.xyz;
    let _e17 = r2_;
    r2_ = vec4<f32>(_e16.x, _e16.y, _e16.z, _e17.w);
    let _e23 = r2_;
    r1_.z = _e23.z;
    let _e26 = r1_;
    let _e30 = textureSample(tex1_, samp1_, _e26.xy);
    r1_ = _e30;
    let _e33 = t0_;
    let _e37 = textureSample(tex0_, samp0_, _e33.xy);
    r0_ = _e37;
    let _e39 = r1_;
    let _e41 = r2_;
    let _e43 = (_e39.xxx - _e41.zzz);
    let _e44 = r4_;
    r4_ = vec4<f32>(_e43.x, _e43.y, _e43.z, _e44.w);
    let _e54 = r4_;
    let _e59 = select(vec3(0.3f), vec3(1f), (_e54.xyz >= vec3(0f)));
    let _e60 = r4_;
    r4_ = vec4<f32>(_e59.x, _e59.y, _e59.z, _e60.w);
    let _e66 = r0_;
    let _e68 = r4_;
    let _e70 = (_e66.xyz * _e68.xyz);
    let _e71 = r0_;
    r0_ = vec4<f32>(_e70.x, _e70.y, _e70.z, _e71.w);
    let _e77 = r0_;
    let _e80 = v0_;
    let _e82 = (_e77.xyz * _e80.xyz);
    let _e83 = r0_;
    r0_ = vec4<f32>(_e82.x, _e82.y, _e82.z, _e83.w);
    let _e90 = r0_;
    oC0_ = _e90;
}

@fragment 
fn main(@location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t1_ = l1_;
    t2_ = l2_;
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
