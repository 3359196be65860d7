struct VsOut {
    @builtin(position) pos: vec4<f32>,
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
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oPts: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v2_: vec4<f32>;
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
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e40 = r0_;
    let _e42 = r0_;
    r0_.w = dot(_e40.xyz, _e42.xyz);
    let _e47 = r0_;
    let _e49 = d3d_rsq(_e47.w);
    r1_.w = _e49;
    let _e53 = r0_;
    let _e55 = r1_;
    let _e58 = r0_;
    let _e60 = r1_;
    r2_ = vec4<f32>(1f, (_e53.w * _e55.w), _e58.w, _e60.w);
    let _e64 = r2_;
    let _e67 = cf[7];
    r3_.x = dot(_e64.xyz, _e67.xyz);
    let _e71 = r3_;
    let _e73 = d3d_rsq(_e71.x);
    r3_.x = _e73;
    let _e75 = r3_;
    let _e78 = v1_;
    r3_.x = (_e75.x * _e78.x);
    let _e82 = r3_;
    let _e85 = cf[8];
    r3_.x = max(_e82.x, _e85.x);
    let _e89 = r3_;
    let _e92 = cf[8];
    r3_.x = min(_e89.x, _e92.y);
    let _e97 = r3_;
    oPts = _e97.xxxx;
    let _e101 = v2_;
    oD0_ = _e101;
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
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l10_);
}
