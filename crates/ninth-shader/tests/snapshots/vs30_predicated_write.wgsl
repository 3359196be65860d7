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

var<private> o0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 5>;
var<private> p0_: vec4<bool>;
var<private> v1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> o2_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> o1_: vec4<f32>;
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
    o0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v1_;
    p0_ = (_e22 > vec4(0f));
    r0_ = vec4<f32>(1f, 0.25f, -0.75f, 4f);
    let _e32 = v1_;
    let _e33 = r0_;
    let _e39 = p0_;
    r0_ = select(_e33, vec4<f32>(_e32.x, _e32.y, _e32.z, _e32.w), _e39);
    let _e43 = v2_;
    let _e44 = o2_;
    let _e50 = p0_;
    o2_ = select(_e44, vec4<f32>(_e43.x, _e43.y, _e43.z, _e43.w), !(_e50.xxxx));
    let _e55 = cf[4];
    let _e56 = o2_;
    let _e62 = p0_;
    o2_ = select(_e56, vec4<f32>(_e55.x, _e55.y, _e55.z, _e55.w), _e62.xxxx);
    let _e66 = r0_;
    o1_ = _e66;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e7 = o0_;
    let _e10 = draw.half_pixel;
    let pos = vec4<f32>((_e7.x + (_e7.w * _e10.x)), (_e7.y - (_e7.w * _e10.y)), _e7.z, _e7.w);
    let l0_ = o2_;
    let l10_ = o1_;
    return VsOut(pos, l0_, l10_);
}
