diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 4>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r5_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_pow(x: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = v1_;
    let _e10 = d3d_nrm(_e9);
    let _e11 = r1_;
    r1_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e19 = v2_;
    let _e20 = d3d_nrm(_e19);
    let _e21 = r2_;
    r2_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    r3_ = vec4(0f);
    let _e31 = r1_;
    let _e35 = cf[0];
    r4_.x = dot(_e31.xyz, -(_e35.xyz));
    let _e40 = r4_;
    if (_e40.x > 0f) {
        let _e45 = v3_;
        let _e47 = v3_;
        let _e53 = textureSample(tex1_, samp1_, (_e45.xy / vec2(_e47.w)));
        r5_ = _e53;
        let _e54 = r5_;
        let _e56 = v3_;
        if (_e54.x > _e56.z) {
            let _e59 = r4_;
            let _e62 = cf[1];
            let _e65 = r3_;
            let _e67 = ((_e59.xxx * _e62.xyz) + _e65.xyz);
            let _e68 = r3_;
            r3_ = vec4<f32>(_e67.x, _e67.y, _e67.z, _e68.w);
            let _e75 = r2_;
            let _e78 = cf[0];
            let _e81 = (_e75.xyz + -(_e78.xyz));
            let _e82 = r6_;
            r6_ = vec4<f32>(_e81.x, _e81.y, _e81.z, _e82.w);
            let _e89 = r6_;
            let _e90 = d3d_nrm(_e89);
            let _e91 = r7_;
            r7_ = vec4<f32>(_e90.x, _e90.y, _e90.z, _e91.w);
            let _e97 = r1_;
            let _e99 = r7_;
            r4_.y = saturate(dot(_e97.xyz, _e99.xyz));
            let _e104 = r4_;
            let _e107 = d3d_pow(_e104.y, 32f);
            r4_.y = _e107;
            let _e109 = r4_;
            let _e112 = cf[2];
            let _e115 = r3_;
            let _e117 = ((_e109.yyy * _e112.xyz) + _e115.xyz);
            let _e118 = r3_;
            r3_ = vec4<f32>(_e117.x, _e117.y, _e117.z, _e118.w);
        }
    }
    let _e124 = r3_;
    let _e127 = cf[3];
    let _e129 = (_e124.xyz + _e127.xyz);
    let _e130 = r3_;
    r3_ = vec4<f32>(_e129.x, _e129.y, _e129.z, _e130.w);
    let _e136 = r0_;
    let _e138 = r3_;
    let _e140 = (_e136.xyz * _e138.xyz);
    let _e141 = r0_;
    r0_ = vec4<f32>(_e140.x, _e140.y, _e140.z, _e141.w);
    let _e148 = r0_;
    oC0_ = _e148;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l2_;
    v3_ = l3_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
