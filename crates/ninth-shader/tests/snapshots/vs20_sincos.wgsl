struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

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
    let _e22 = v2_;
    r0_.x = ((_e22.x * 4f) + -1.5f);
    let _e30 = r0_;
    let _e33 = r0_;
    let _e36 = vec2<f32>(cos(_e30.x), sin(_e33.x));
    let _e37 = r1_;
    r1_ = vec4<f32>(_e36.x, _e36.y, _e37.z, _e37.w);
    let _e44 = r0_;
    r2_.x = cos(_e44.x);
    let _e48 = v2_;
    r2_.y = sin(_e48.y);
    let _e54 = vec2<f32>(2f, 0f);
    let _e55 = r1_;
    r1_ = vec4<f32>(_e55.x, _e55.y, _e54.x, _e54.y);
    let _e62 = vec2<f32>(-0.75f, 4f);
    let _e63 = r2_;
    r2_ = vec4<f32>(_e63.x, _e63.y, _e62.x, _e62.y);
    let _e70 = r1_;
    oD0_ = _e70;
    let _e72 = r2_;
    oT0_ = _e72;
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
    let _e25 = oD0_;
    let l10_ = saturate(_e25);
    return VsOut(pos, l0_, l10_);
}
