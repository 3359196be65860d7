struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 9>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oT1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_log(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(log2(abs(x)), -(_e1), (x == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v1_;
    let _e25 = cf[4];
    let _e28 = v1_;
    let _e31 = cf[5];
    let _e34 = v1_;
    let _e37 = cf[6];
    let _e40 = vec3<f32>(dot(_e22.xyz, _e25.xyz), dot(_e28.xyz, _e31.xyz), dot(_e34.xyz, _e37.xyz));
    let _e41 = r0_;
    r0_ = vec4<f32>(_e40.x, _e40.y, _e40.z, _e41.w);
    let _e48 = r0_;
    let _e51 = cf[7];
    r1_.x = dot(_e48.xyz, _e51.xyz);
    let _e55 = r1_;
    r1_.x = max(_e55.x, 0f);
    let _e60 = r1_;
    let _e62 = d3d_log(_e60.x);
    r1_.y = _e62;
    let _e64 = r1_;
    r1_.y = (_e64.y * 16f);
    let _e69 = r1_;
    r1_.z = exp2(_e69.y);
    let _e74 = r1_;
    let _e77 = cf[8];
    oD0_ = (_e74.zzzz * _e77);
    let _e81 = v2_;
    let _e85 = v2_;
    let _e89 = v2_;
    let _e92 = v2_;
    r2_ = vec4<f32>(exp2(floor(_e81.x)), (_e85.x - floor(_e85.x)), exp2(_e89.x), 1f);
    let _e97 = v2_;
    let _e99 = d3d_log(_e97.y);
    r3_ = vec4(_e99);
    let _e102 = r2_;
    let _e104 = r3_;
    let _e106 = (_e102.xy + _e104.xy);
    let _e107 = r4_;
    r4_ = vec4<f32>(_e106.x, _e106.y, _e107.z, _e107.w);
    let _e113 = r2_;
    let _e115 = r3_;
    let _e117 = (_e113.zw * _e115.zw);
    let _e118 = r4_;
    r4_ = vec4<f32>(_e118.x, _e118.y, _e117.x, _e117.y);
    let _e125 = r4_;
    oT0_ = _e125;
    let _e127 = v2_;
    r5_.z = exp2(_e127.z);
    let _e131 = v2_;
    let _e133 = d3d_log(_e131.w);
    r5_.w = _e133;
    let _e136 = r5_;
    let _e137 = _e136.zw;
    let _e138 = oT1_;
    oT1_ = vec4<f32>(_e137.x, _e137.y, _e138.z, _e138.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e7 = oPos;
    let _e10 = draw.half_pixel;
    let pos = vec4<f32>((_e7.x + (_e7.w * _e10.x)), (_e7.y - (_e7.w * _e10.y)), _e7.z, _e7.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e27 = oD0_;
    let l10_ = saturate(_e27);
    return VsOut(pos, l0_, l1_, l10_);
}
