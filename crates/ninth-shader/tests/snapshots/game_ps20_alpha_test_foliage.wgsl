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
var<private> d3d_kill: bool;
var<private> r2_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 3>;
var<private> r4_: vec4<f32>;
var<private> v0_: vec4<f32>;
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
    let _e8 = r0_;
    r1_ = (_e8.wwww + -(vec4(0.5f)));
    let _e14 = r1_;
    if any((_e14 < vec4(0f))) {
        d3d_kill = true;
    }
    let _e23 = t1_;
    let _e24 = d3d_nrm(_e23);
    let _e25 = r2_;
    r2_ = vec4<f32>(_e24.x, _e24.y, _e24.z, _e25.w);
    let _e32 = r2_;
    let _e36 = cf[0];
    r3_.x = dot(_e32.xyz, _e36.xyz);
    let _e40 = r3_;
    r3_.y = max(_e40.x, 0f);
    let _e44 = r3_;
    r3_.z = max(-(_e44.x), 0f);
    let _e50 = r3_;
    let _e53 = cf[1];
    let _e55 = (_e50.yyy * _e53.xyz);
    let _e56 = r4_;
    r4_ = vec4<f32>(_e55.x, _e55.y, _e55.z, _e56.w);
    let _e62 = r3_;
    let _e65 = cf[2];
    let _e68 = r4_;
    let _e70 = ((_e62.zzz * _e65.xyz) + _e68.xyz);
    let _e71 = r4_;
    r4_ = vec4<f32>(_e70.x, _e70.y, _e70.z, _e71.w);
    let _e77 = r4_;
    let _e80 = v0_;
    let _e82 = (_e77.xyz + _e80.xyz);
    let _e83 = r4_;
    r4_ = vec4<f32>(_e82.x, _e82.y, _e82.z, _e83.w);
    let _e89 = r0_;
    let _e91 = r4_;
    let _e93 = (_e89.xyz * _e91.xyz);
    let _e94 = r0_;
    r0_ = vec4<f32>(_e93.x, _e93.y, _e93.z, _e94.w);
    r0_.w = 1f;
    let _e103 = r0_;
    oC0_ = _e103;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let _e7 = d3d_kill;
    if _e7 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
