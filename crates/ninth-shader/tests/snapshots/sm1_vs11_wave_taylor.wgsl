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

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 9>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oT1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

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

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[4];
    r0_.x = dot(_e2, _e5);
    let _e8 = r0_;
    r0_.x = ((_e8.x * 0.159155f) + 0.5f);
    let _e15 = r0_;
    r0_.y = fract(_e15.x);
    let _e19 = r0_;
    r0_.x = ((_e19.y * 6.283185f) + -(3.141593f));
    let _e28 = r0_;
    let _e30 = r0_;
    r1_.x = (_e28.x * _e30.x);
    let _e34 = r1_;
    let _e36 = r0_;
    r1_.y = (_e34.x * _e36.x);
    let _e40 = r1_;
    let _e42 = r1_;
    r1_.z = (_e40.y * _e42.x);
    let _e46 = r1_;
    let _e48 = r1_;
    r1_.w = (_e46.z * _e48.x);
    let _e52 = r0_;
    r1_.x = _e52.x;
    let _e56 = r1_;
    r2_.x = dot(_e56, vec4<f32>(1f, -0.166667f, 0.008333f, -0.000198f));
    let _e65 = r0_;
    let _e67 = r0_;
    r3_.y = (_e65.x * _e67.x);
    let _e71 = r3_;
    let _e73 = r3_;
    r3_.z = (_e71.y * _e73.y);
    let _e77 = r3_;
    let _e79 = r3_;
    r3_.w = (_e77.z * _e79.y);
    r3_.x = 1f;
    let _e84 = r3_;
    r2_.y = dot(_e84, vec4<f32>(1f, -0.5f, 0.041667f, -0.001389f));
    let _e92 = v0_;
    r4_ = _e92;
    let _e93 = r2_;
    let _e96 = cf[5];
    let _e99 = r4_;
    r4_.y = ((_e93.x * _e96.x) + _e99.y);
    let _e104 = r4_;
    let _e106 = cf[0];
    let _e108 = r4_;
    let _e110 = cf[1];
    let _e112 = r4_;
    let _e114 = cf[2];
    let _e116 = r4_;
    let _e118 = cf[3];
    oPos = vec4<f32>(dot(_e104, _e106), dot(_e108, _e110), dot(_e112, _e114), dot(_e116, _e118));
    let _e122 = r2_;
    let _e126 = cf[6];
    let _e128 = (-(_e122.yy) * _e126.xz);
    let _e129 = r5_;
    r5_ = vec4<f32>(_e128.x, _e129.y, _e128.y, _e129.w);
    r5_.y = 1f;
    let _e136 = r5_;
    let _e138 = r5_;
    r5_.w = dot(_e136.xyz, _e138.xyz);
    let _e142 = r5_;
    let _e144 = d3d_rsq(_e142.w);
    r5_.w = _e144;
    let _e146 = r5_;
    let _e148 = r5_;
    let _e150 = (_e146.xyz * _e148.www);
    let _e151 = r5_;
    r5_ = vec4<f32>(_e150.x, _e150.y, _e150.z, _e151.w);
    let _e158 = r5_;
    let _e161 = cf[7];
    r6_.x = dot(_e158.xyz, _e161.xyz);
    let _e165 = r6_;
    r6_.x = max(_e165.x, 0f);
    let _e171 = r6_;
    let _e174 = cf[8];
    oD0_ = (_e171.xxxx * _e174);
    let _e178 = v1_;
    let _e179 = _e178.xy;
    let _e180 = oT0_;
    oT0_ = vec4<f32>(_e179.x, _e179.y, _e180.z, _e180.w);
    let _e187 = r5_;
    let _e192 = ((_e187.xyz * vec3(0.5f)) + vec3(0.5f));
    let _e193 = oT1_;
    oT1_ = vec4<f32>(_e192.x, _e192.y, _e192.z, _e193.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e25 = oD0_;
    let l10_ = saturate(_e25);
    return VsOut(pos, l0_, l1_, l10_);
}
