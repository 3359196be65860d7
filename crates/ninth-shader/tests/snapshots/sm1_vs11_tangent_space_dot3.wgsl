struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 6>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v4_: vec4<f32>;
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
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = cf[4];
    let _e24 = v0_;
    let _e26 = (_e22.xyz - _e24.xyz);
    let _e27 = r0_;
    r0_ = vec4<f32>(_e26.x, _e26.y, _e26.z, _e27.w);
    let _e33 = r0_;
    let _e35 = r0_;
    r0_.w = dot(_e33.xyz, _e35.xyz);
    let _e39 = r0_;
    let _e41 = d3d_rsq(_e39.w);
    r0_.w = _e41;
    let _e43 = r0_;
    let _e45 = r0_;
    let _e47 = (_e43.xyz * _e45.www);
    let _e48 = r0_;
    r0_ = vec4<f32>(_e47.x, _e47.y, _e47.z, _e48.w);
    let _e56 = v2_;
    let _e58 = r0_;
    r1_.x = dot(_e56.xyz, _e58.xyz);
    let _e63 = v3_;
    let _e65 = r0_;
    r1_.y = dot(_e63.xyz, _e65.xyz);
    let _e70 = v1_;
    let _e72 = r0_;
    r1_.z = dot(_e70.xyz, _e72.xyz);
    let _e77 = r1_;
    let _e83 = ((_e77.xyz * vec3(0.5f)) + vec3(0.5f));
    let _e84 = oD0_;
    oD0_ = vec4<f32>(_e83.x, _e83.y, _e83.z, _e84.w);
    oD0_.w = 1f;
    let _e94 = cf[5];
    let _e96 = v0_;
    let _e98 = (_e94.xyz - _e96.xyz);
    let _e99 = r2_;
    r2_ = vec4<f32>(_e98.x, _e98.y, _e98.z, _e99.w);
    let _e105 = r2_;
    let _e107 = r2_;
    r2_.w = dot(_e105.xyz, _e107.xyz);
    let _e111 = r2_;
    let _e113 = d3d_rsq(_e111.w);
    r2_.w = _e113;
    let _e115 = r2_;
    let _e117 = r2_;
    let _e120 = r0_;
    let _e122 = ((_e115.xyz * _e117.www) + _e120.xyz);
    let _e123 = r2_;
    r2_ = vec4<f32>(_e122.x, _e122.y, _e122.z, _e123.w);
    let _e129 = r2_;
    let _e131 = r2_;
    r2_.w = dot(_e129.xyz, _e131.xyz);
    let _e135 = r2_;
    let _e137 = d3d_rsq(_e135.w);
    r2_.w = _e137;
    let _e139 = r2_;
    let _e141 = r2_;
    let _e143 = (_e139.xyz * _e141.www);
    let _e144 = r2_;
    r2_ = vec4<f32>(_e143.x, _e143.y, _e143.z, _e144.w);
    let _e151 = v2_;
    let _e153 = r2_;
    r3_.x = dot(_e151.xyz, _e153.xyz);
    let _e157 = v3_;
    let _e159 = r2_;
    r3_.y = dot(_e157.xyz, _e159.xyz);
    let _e163 = v1_;
    let _e165 = r2_;
    r3_.z = dot(_e163.xyz, _e165.xyz);
    let _e170 = r3_;
    let _e175 = ((_e170.xyz * vec3(0.5f)) + vec3(0.5f));
    let _e176 = oD1_;
    oD1_ = vec4<f32>(_e175.x, _e175.y, _e175.z, _e176.w);
    oD1_.w = 1f;
    let _e185 = v4_;
    let _e186 = _e185.xy;
    let _e187 = oT0_;
    oT0_ = vec4<f32>(_e186.x, _e186.y, _e187.z, _e187.w);
    let _e194 = v4_;
    let _e195 = _e194.xy;
    let _e196 = oT1_;
    oT1_ = vec4<f32>(_e195.x, _e195.y, _e196.z, _e196.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    v4_ = i4_;
    d3d_main();
    let _e11 = oPos;
    let _e14 = draw.half_pixel;
    let pos = vec4<f32>((_e11.x + (_e11.w * _e14.x)), (_e11.y - (_e11.w * _e14.y)), _e11.z, _e11.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e31 = oD0_;
    let l10_ = saturate(_e31);
    let _e34 = oD1_;
    let l11_ = saturate(_e34);
    return VsOut(pos, l0_, l1_, l10_, l11_);
}
