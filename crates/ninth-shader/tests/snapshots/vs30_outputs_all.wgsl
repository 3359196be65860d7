struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
    @location(7) l7_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
    @location(13) l13_: vec4<f32>,
    @location(14) l14_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 6>;
var<private> o1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> o2_: vec4<f32>;
var<private> o3_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> o4_: vec4<f32>;
var<private> o5_: vec4<f32>;
var<private> o6_: vec4<f32>;
var<private> o7_: vec4<f32>;
var<private> o8_: vec4<f32>;
var<private> o9_: vec4<f32>;
var<private> o10_: vec4<f32>;
var<private> o11_: vec4<f32>;
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
    o1_ = _e22;
    let _e25 = cf[4];
    o2_ = _e25;
    let _e28 = v2_;
    o3_ = _e28;
    let _e30 = v2_;
    let _e31 = _e30.yx;
    let _e32 = o4_;
    o4_ = vec4<f32>(_e31.x, _e31.y, _e32.z, _e32.w);
    let _e39 = v0_;
    o5_.x = _e39.z;
    o6_.x = 2f;
    let _e46 = v1_;
    let _e47 = _e46.xyz;
    let _e48 = o7_;
    o7_ = vec4<f32>(_e47.x, _e47.y, _e47.z, _e48.w);
    let _e56 = cf[5];
    o8_ = _e56;
    let _e58 = v2_;
    let _e59 = _e58.xy;
    let _e60 = o9_;
    o9_ = vec4<f32>(_e60.x, _e60.y, _e59.x, _e59.y);
    let _e68 = vec2<f32>(0.5f, -1.5f);
    let _e69 = o9_;
    o9_ = vec4<f32>(_e68.x, _e68.y, _e69.z, _e69.w);
    let _e76 = v0_;
    o10_ = _e76;
    let _e78 = v1_;
    o11_ = _e78.xxxx;
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
    let l0_ = o3_;
    let l2_ = o9_;
    let l3_ = o10_;
    let l7_ = o4_;
    let l10_ = o1_;
    let l11_ = o2_;
    let l12_ = o5_;
    let l13_ = o7_;
    let l14_ = o8_;
    return VsOut(pos, l0_, l2_, l3_, l7_, l10_, l11_, l12_, l13_, l14_);
}
