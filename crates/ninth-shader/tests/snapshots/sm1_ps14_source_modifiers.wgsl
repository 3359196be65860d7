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
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e15 = r0_;
    let _e19 = r1_;
    r2_ = ((_e15 - vec4(0.5f)) + (vec4(0.5f) - _e19));
    let _e24 = r0_;
    let _e31 = r1_;
    let _e37 = r2_;
    r3_ = ((((vec4(2f) * _e24) - vec4(1f)) * (vec4(1f) - (vec4(2f) * _e31))) + (vec4(2f) * _e37));
    let _e42 = r0_;
    let _e46 = r1_;
    r4_ = ((vec4(-2f) * _e42) - (vec4(1f) - _e46));
    let _e51 = r2_;
    let _e53 = r3_;
    let _e55 = (_e51.xxx * _e53.yyy);
    let _e56 = r5_;
    r5_ = vec4<f32>(_e55.x, _e55.y, _e55.z, _e56.w);
    let _e62 = r4_;
    let _e64 = r0_;
    r5_.w = (_e62.z * -(_e64.w));
    let _e69 = r5_;
    let _e72 = v0_;
    let _e76 = r4_;
    let _e78 = r5_;
    let _e82 = (_e69.xyz + ((vec3(1f) - _e72.xyz) * (_e76.xyz - _e78.xyz)));
    let _e83 = r0_;
    r0_ = vec4<f32>(_e82.x, _e82.y, _e82.z, _e83.w);
    let _e90 = v1_;
    let _e94 = r5_;
    let _e97 = v0_;
    r0_.w = ((((2f * _e90.w) - 1f) * _e94.w) + -(_e97.w));
    let _e102 = r0_;
    let _e103 = v0_;
    r0_ = (_e102 * _e103);
    let _e106 = r0_;
    oC0_ = _e106;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
