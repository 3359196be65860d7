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
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e10 = d3d_nrm(_e9);
    let _e11 = r1_;
    r1_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e19 = t2_;
    let _e20 = d3d_nrm(_e19);
    let _e21 = r2_;
    r2_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    let _e28 = r1_;
    let _e32 = cf[0];
    r3_.x = dot(_e28.xyz, _e32.xyz);
    let _e37 = r3_;
    r4_ = (_e37.xxxx + -(vec4<f32>(0.2f, 0.5f, 0.8f, 0f)));
    let _e48 = r4_;
    r5_.x = select(0f, 0.35f, (_e48.x >= 0f));
    let _e53 = r5_;
    let _e56 = r4_;
    r5_.y = select(_e53.x, 0.65f, (_e56.y >= 0f));
    let _e61 = r5_;
    let _e64 = r4_;
    r5_.z = select(_e61.y, 1f, (_e64.z >= 0f));
    let _e70 = r1_;
    let _e72 = r2_;
    r6_.x = saturate(dot(_e70.xyz, _e72.xyz));
    let _e77 = r6_;
    r6_.x = (1f + -(_e77.x));
    let _e82 = r6_;
    let _e84 = r6_;
    r6_.x = (_e82.x * _e84.x);
    let _e88 = r6_;
    r6_.x = (_e88.x * 0.6f);
    let _e94 = r0_;
    let _e96 = r5_;
    let _e99 = r6_;
    let _e101 = ((_e94.xyz * _e96.zzz) + _e99.xxx);
    let _e102 = r7_;
    r7_ = vec4<f32>(_e101.x, _e101.y, _e101.z, _e102.w);
    let _e108 = r0_;
    r7_.w = _e108.w;
    let _e112 = r7_;
    oC0_ = _e112;
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
