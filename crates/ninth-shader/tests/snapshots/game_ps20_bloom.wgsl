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
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 6>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
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

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e7 = r0_;
    let _e10 = cf[4];
    r0_ = (_e7 * _e10.xxxx);
    let _e14 = t0_;
    let _e17 = cf[0];
    let _e19 = (_e14.xy + _e17.xy);
    let _e20 = r1_;
    r1_ = vec4<f32>(_e19.x, _e19.y, _e20.z, _e20.w);
    let _e27 = t0_;
    let _e30 = cf[0];
    let _e33 = (_e27.xy + -(_e30.xy));
    let _e34 = r2_;
    r2_ = vec4<f32>(_e33.x, _e33.y, _e34.z, _e34.w);
    let _e40 = r1_;
    let _e42 = textureSample(tex0_, samp0_, _e40.xy);
    r1_ = _e42;
    let _e43 = r2_;
    let _e45 = textureSample(tex0_, samp0_, _e43.xy);
    r2_ = _e45;
    let _e46 = r1_;
    let _e47 = r2_;
    r1_ = (_e46 + _e47);
    let _e49 = r1_;
    let _e51 = cf[4];
    let _e54 = r0_;
    r0_ = ((_e49 * _e51.yyyy) + _e54);
    let _e56 = t0_;
    let _e59 = cf[1];
    let _e61 = (_e56.xy + _e59.xy);
    let _e62 = r1_;
    r1_ = vec4<f32>(_e61.x, _e61.y, _e62.z, _e62.w);
    let _e68 = t0_;
    let _e71 = cf[1];
    let _e74 = (_e68.xy + -(_e71.xy));
    let _e75 = r2_;
    r2_ = vec4<f32>(_e74.x, _e74.y, _e75.z, _e75.w);
    let _e81 = r1_;
    let _e83 = textureSample(tex0_, samp0_, _e81.xy);
    r1_ = _e83;
    let _e84 = r2_;
    let _e86 = textureSample(tex0_, samp0_, _e84.xy);
    r2_ = _e86;
    let _e87 = r1_;
    let _e88 = r2_;
    r1_ = (_e87 + _e88);
    let _e90 = r1_;
    let _e92 = cf[4];
    let _e95 = r0_;
    r0_ = ((_e90 * _e92.zzzz) + _e95);
    let _e97 = t0_;
    let _e100 = cf[2];
    let _e102 = (_e97.xy + _e100.xy);
    let _e103 = r1_;
    r1_ = vec4<f32>(_e102.x, _e102.y, _e103.z, _e103.w);
    let _e109 = t0_;
    let _e112 = cf[2];
    let _e115 = (_e109.xy + -(_e112.xy));
    let _e116 = r2_;
    r2_ = vec4<f32>(_e115.x, _e115.y, _e116.z, _e116.w);
    let _e122 = r1_;
    let _e124 = textureSample(tex0_, samp0_, _e122.xy);
    r1_ = _e124;
    let _e125 = r2_;
    let _e127 = textureSample(tex0_, samp0_, _e125.xy);
    r2_ = _e127;
    let _e128 = r1_;
    let _e129 = r2_;
    r1_ = (_e128 + _e129);
    let _e131 = r1_;
    let _e133 = cf[4];
    let _e136 = r0_;
    r0_ = ((_e131 * _e133.wwww) + _e136);
    let _e138 = t0_;
    let _e141 = cf[3];
    let _e143 = (_e138.xy + _e141.xy);
    let _e144 = r1_;
    r1_ = vec4<f32>(_e143.x, _e143.y, _e144.z, _e144.w);
    let _e150 = t0_;
    let _e153 = cf[3];
    let _e156 = (_e150.xy + -(_e153.xy));
    let _e157 = r2_;
    r2_ = vec4<f32>(_e156.x, _e156.y, _e157.z, _e157.w);
    let _e163 = r1_;
    let _e165 = textureSample(tex0_, samp0_, _e163.xy);
    r1_ = _e165;
    let _e166 = r2_;
    let _e168 = textureSample(tex0_, samp0_, _e166.xy);
    r2_ = _e168;
    let _e169 = r1_;
    let _e170 = r2_;
    r1_ = (_e169 + _e170);
    let _e172 = r1_;
    let _e174 = cf[5];
    let _e177 = r0_;
    r0_ = ((_e172 * _e174.xxxx) + _e177);
    let _e180 = r0_;
    r3_.x = dot(_e180.xyz, vec3<f32>(0.2125f, 0.7154f, 0.0721f));
    let _e188 = r3_;
    r3_.y = (_e188.x + -(0.7f));
    let _e194 = r3_;
    r3_.y = max(_e194.y, 0f);
    let _e199 = r3_;
    r3_.y = (_e199.y * 3f);
    let _e204 = r3_;
    let _e206 = d3d_rcp(_e204.x);
    r3_.z = _e206;
    let _e208 = r3_;
    let _e210 = r3_;
    r3_.y = (_e208.y * _e210.z);
    let _e214 = r0_;
    let _e216 = r3_;
    let _e219 = saturate((_e214.xyz * _e216.yyy));
    let _e220 = r0_;
    r0_ = vec4<f32>(_e219.x, _e219.y, _e219.z, _e220.w);
    r0_.w = 1f;
    let _e229 = r0_;
    oC0_ = _e229;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
