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
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> v0_: vec4<f32>;
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
    let _e22 = r0_;
    let _e23 = r1_;
    r3_ = (_e22 - _e23);
    let _e26 = r1_;
    let _e27 = r0_;
    let _e28 = r2_;
    r4_ = select(_e26, _e27, (_e28 > vec4(0.5f)));
    let _e38 = r3_;
    r5_ = select(vec4<f32>(0f, 0f, 1f, 1f), vec4<f32>(1f, 0f, 0f, 1f), (_e38 >= vec4(0f)));
    let _e42 = r5_;
    let _e44 = r4_;
    let _e46 = r2_;
    let _e50 = select(_e42.xyz, _e44.xyz, (_e46.www > vec3(0.5f)));
    let _e51 = r0_;
    r0_ = vec4<f32>(_e50.x, _e50.y, _e50.z, _e51.w);
    let _e57 = r5_;
    let _e59 = r4_;
    let _e61 = r3_;
    r0_.w = select(_e57.w, _e59.w, (_e61.z >= 0f));
    let _e66 = r0_;
    let _e68 = v0_;
    r0_ = (_e66 * _e68);
    let _e71 = r0_;
    oC0_ = _e71;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
