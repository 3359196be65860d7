struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 8>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
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

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
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
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e42 = v1_;
    let _e45 = cf[4];
    let _e48 = v1_;
    let _e51 = cf[5];
    let _e54 = v1_;
    let _e57 = cf[6];
    let _e60 = vec3<f32>(dot(_e42.xyz, _e45.xyz), dot(_e48.xyz, _e51.xyz), dot(_e54.xyz, _e57.xyz));
    let _e61 = r1_;
    r1_ = vec4<f32>(_e60.x, _e60.y, _e60.z, _e61.w);
    let _e68 = r1_;
    let _e69 = d3d_nrm(_e68);
    let _e70 = r2_;
    r2_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e77 = r0_;
    let _e78 = d3d_nrm(_e77);
    let _e79 = r3_;
    r3_ = vec4<f32>(_e78.x, _e78.y, _e78.z, _e79.w);
    let _e86 = r3_;
    let _e88 = r2_;
    r4_.x = dot(_e86.xyz, _e88.xyz);
    let _e92 = r4_;
    let _e94 = r4_;
    r4_.y = (_e92.x + _e94.x);
    let _e99 = r2_;
    let _e101 = r4_;
    let _e105 = r3_;
    let _e107 = ((_e99.xyz * -(_e101.yyy)) + _e105.xyz);
    let _e108 = r5_;
    r5_ = vec4<f32>(_e107.x, _e107.y, _e107.z, _e108.w);
    let _e115 = r5_;
    let _e116 = _e115.xyz;
    let _e117 = oT1_;
    oT1_ = vec4<f32>(_e116.x, _e116.y, _e116.z, _e117.w);
    let _e124 = r5_;
    r6_.z = (_e124.z + 1f);
    let _e129 = r5_;
    let _e131 = r5_;
    let _e133 = (_e129.xy * _e131.xy);
    let _e134 = r6_;
    r6_ = vec4<f32>(_e133.x, _e133.y, _e134.z, _e134.w);
    let _e140 = r6_;
    let _e142 = r6_;
    let _e145 = r6_;
    r6_.w = ((_e140.z * _e142.z) + _e145.x);
    let _e149 = r6_;
    let _e151 = r6_;
    r6_.w = (_e149.w + _e151.y);
    let _e155 = r6_;
    let _e157 = d3d_rsq(_e155.w);
    r6_.w = _e157;
    let _e159 = r6_;
    r6_.w = (_e159.w * 0.5f);
    let _e165 = r5_;
    let _e167 = r6_;
    let _e171 = ((_e165.xy * _e167.ww) + vec2(0.5f));
    let _e172 = oT2_;
    oT2_ = vec4<f32>(_e171.x, _e171.y, _e172.z, _e172.w);
    let _e179 = r4_;
    r7_.x = (1f + _e179.x);
    let _e183 = r7_;
    let _e185 = r7_;
    r7_.y = (_e183.x * _e185.x);
    let _e189 = r7_;
    let _e191 = r7_;
    r7_.y = (_e189.y * _e191.y);
    let _e195 = r7_;
    let _e197 = r7_;
    r7_.y = (_e195.y * _e197.x);
    let _e202 = r7_;
    oD1_ = _e202.yyyy;
    let _e206 = v2_;
    let _e207 = _e206.xy;
    let _e208 = oT0_;
    oT0_ = vec4<f32>(_e207.x, _e207.y, _e208.z, _e208.w);
    let _e216 = cf[7];
    oD0_ = _e216;
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
    let l2_ = oT2_;
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    let _e32 = oD1_;
    let l11_ = saturate(_e32);
    return VsOut(pos, l0_, l1_, l2_, l10_, l11_);
}
