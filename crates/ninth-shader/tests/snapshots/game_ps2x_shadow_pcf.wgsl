diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 4>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> r6_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r7_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = t1_;
    let _e4 = d3d_rcp(_e2.w);
    r0_.w = _e4;
    let _e6 = t1_;
    let _e8 = r0_;
    let _e10 = (_e6.xyz * _e8.www);
    let _e11 = r0_;
    r0_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e17 = r0_;
    let _e21 = cf[0];
    r0_.z = (_e17.z + -(_e21.x));
    let _e27 = r0_;
    let _e31 = textureSample(tex1_, samp1_, _e27.xy);
    r1_ = _e31;
    let _e33 = r0_;
    let _e36 = cf[0];
    let _e38 = (_e33.xy + _e36.zy);
    let _e39 = r2_;
    r2_ = vec4<f32>(_e38.x, _e38.y, _e39.z, _e39.w);
    let _e45 = r2_;
    let _e47 = textureSample(tex1_, samp1_, _e45.xy);
    r2_ = _e47;
    let _e49 = r0_;
    let _e52 = cf[0];
    let _e54 = (_e49.xy + _e52.yw);
    let _e55 = r3_;
    r3_ = vec4<f32>(_e54.x, _e54.y, _e55.z, _e55.w);
    let _e61 = r3_;
    let _e63 = textureSample(tex1_, samp1_, _e61.xy);
    r3_ = _e63;
    let _e65 = r0_;
    let _e68 = cf[0];
    let _e70 = (_e65.xy + _e68.zw);
    let _e71 = r4_;
    r4_ = vec4<f32>(_e70.x, _e70.y, _e71.z, _e71.w);
    let _e77 = r4_;
    let _e79 = textureSample(tex1_, samp1_, _e77.xy);
    r4_ = _e79;
    let _e80 = r1_;
    let _e82 = r0_;
    r1_.x = (_e80.x + -(_e82.z));
    let _e87 = r2_;
    let _e89 = r0_;
    r1_.y = (_e87.x + -(_e89.z));
    let _e94 = r3_;
    let _e96 = r0_;
    r1_.z = (_e94.x + -(_e96.z));
    let _e101 = r4_;
    let _e103 = r0_;
    r1_.w = (_e101.x + -(_e103.z));
    let _e113 = r1_;
    r5_ = select(vec4(0f), vec4(1f), (_e113 >= vec4(0f)));
    let _e117 = r5_;
    r5_.x = dot(_e117, vec4(0.25f));
    let _e123 = t1_;
    p0_.x = (_e123.w < 0f);
    let _e127 = r5_;
    let _e132 = p0_;
    r5_ = select(_e127, vec4<f32>(1f, _e127.y, _e127.z, _e127.w), _e132.xxxx);
    let _e137 = t2_;
    let _e138 = d3d_nrm(_e137);
    let _e139 = r6_;
    r6_ = vec4<f32>(_e138.x, _e138.y, _e138.z, _e139.w);
    let _e145 = r6_;
    let _e148 = cf[1];
    r6_.w = saturate(dot(_e145.xyz, _e148.xyz));
    let _e153 = r6_;
    let _e155 = r5_;
    r6_.w = (_e153.w * _e155.x);
    let _e161 = t0_;
    let _e165 = textureSample(tex0_, samp0_, _e161.xy);
    r7_ = _e165;
    let _e167 = r6_;
    let _e170 = cf[2];
    let _e174 = cf[3];
    let _e176 = ((_e167.www * _e170.xyz) + _e174.xyz);
    let _e177 = r8_;
    r8_ = vec4<f32>(_e176.x, _e176.y, _e176.z, _e177.w);
    let _e183 = r7_;
    let _e185 = r8_;
    let _e187 = (_e183.xyz * _e185.xyz);
    let _e188 = r7_;
    r7_ = vec4<f32>(_e187.x, _e187.y, _e187.z, _e188.w);
    let _e194 = r7_;
    let _e196 = v0_;
    r7_ = (_e194 * _e196);
    let _e199 = r7_;
    oC0_ = _e199;
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
