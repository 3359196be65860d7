struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 6>;
var<private> o0_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> o2_: vec4<f32>;
var<private> o3_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v2_: vec4<f32>;
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
    r0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = r0_;
    o0_ = _e21;
    let _e23 = r0_;
    o1_.x = (_e23.w * 0.5f);
    let _e29 = r0_;
    let _e32 = cf[4];
    let _e36 = cf[4];
    o2_.x = ((_e29.z * _e32.x) + _e36.y);
    let _e42 = cf[5];
    o3_ = _e42;
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
    let l10_ = o3_;
    let l12_ = o2_;
    return VsOut(pos, l10_, l12_);
}
