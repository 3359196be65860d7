diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @location(1) c1_: vec4<f32>,
    @location(2) c2_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> aL: i32;
var<private> r4_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> oC0_: vec4<f32>;
var<private> oC1_: vec4<f32>;
var<private> oC2_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 224>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rsq(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x)), _e1, (x == 0f));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 1i) {
        return vec4<f32>(0.001f, 16f, 0.5f, 0f);
    }
    if (i == 0i) {
        return vec4<f32>(0f, 1f, 2f, -1f);
    }
    if ((i >= 0i) && (i < 224i)) {
        let _e21 = cf[(i - 0i)];
        return _e21;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = v0_;
    let _e12 = textureSample(tex1_, samp1_, _e8.xy);
    r1_ = _e12;
    let _e13 = r1_;
    let _e20 = ((_e13.xyz * vec3(2f)) + vec3(-1f));
    let _e21 = r1_;
    r1_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    let _e28 = r1_;
    let _e29 = d3d_nrm(_e28);
    let _e30 = r2_;
    r2_ = vec4<f32>(_e29.x, _e29.y, _e29.z, _e30.w);
    r3_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(8i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e47 = n0_;
        if (_e47 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e53 = aL;
        let _e56 = d3d_c_rel((_e53 + 10i));
        let _e59 = v1_;
        let _e62 = (_e56.xyz + -(_e59.xyz));
        let _e63 = r4_;
        r4_ = vec4<f32>(_e62.x, _e62.y, _e62.z, _e63.w);
        let _e69 = r4_;
        let _e71 = r4_;
        r4_.w = dot(_e69.xyz, _e71.xyz);
        let _e76 = r4_;
        let _e78 = d3d_rsq(_e76.w);
        r5_.x = _e78;
        let _e80 = r4_;
        let _e82 = r5_;
        let _e84 = (_e80.xyz * _e82.xxx);
        let _e85 = r4_;
        r4_ = vec4<f32>(_e84.x, _e84.y, _e84.z, _e85.w);
        let _e91 = r4_;
        let _e93 = aL;
        let _e95 = d3d_c_rel((_e93 + 10i));
        r5_.y = (_e91.w * _e95.w);
        let _e100 = r5_;
        r5_.y = saturate((1f + -(_e100.y)));
        let _e106 = r2_;
        let _e108 = r4_;
        r5_.z = saturate(dot(_e106.xyz, _e108.xyz));
        let _e113 = r5_;
        let _e115 = r5_;
        r5_.z = (_e113.z * _e115.y);
        let _e120 = r5_;
        p0_.x = (_e120.z > 0.001f);
        let _e125 = r5_;
        let _e127 = aL;
        let _e130 = d3d_c_rel((_e127 + 42i));
        let _e133 = r3_;
        let _e135 = ((_e125.zzz * _e130.xyz) + _e133.xyz);
        let _e136 = r3_;
        let _e142 = p0_;
        r3_ = select(_e136, vec4<f32>(_e135.x, _e135.y, _e135.z, _e136.w), _e142.xxxx);
        continuing {
            let _e145 = n0_;
            n0_ = (_e145 + 1i);
            let _e147 = aL;
            aL = (_e147 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e150 = r0_;
    let _e152 = r3_;
    let _e154 = (_e150.xyz * _e152.xyz);
    let _e155 = r0_;
    r0_ = vec4<f32>(_e154.x, _e154.y, _e154.z, _e155.w);
    let _e162 = r0_;
    oC0_ = _e162;
    let _e164 = r2_;
    let _e170 = ((_e164.xyz * vec3(0.5f)) + vec3(0.5f));
    let _e171 = oC1_;
    oC1_ = vec4<f32>(_e170.x, _e170.y, _e170.z, _e171.w);
    oC1_.w = 1f;
    let _e180 = v2_;
    oC2_ = _e180.zzzz;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l2_;
    d3d_main();
    let c0_ = oC0_;
    let c1_ = oC1_;
    let c2_ = oC2_;
    return PsOut(c0_, c1_, c2_);
}
