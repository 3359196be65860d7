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
var<uniform> cf: array<vec4<f32>, 6>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
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
    let _e22 = cf[4];
    r0_ = _e22;
    let _e24 = r0_;
    let _e26 = fract(_e24.xy);
    let _e27 = r1_;
    r1_ = vec4<f32>(_e26.x, _e26.y, _e27.z, _e27.w);
    let _e35 = v1_;
    let _e37 = r1_;
    let _e39 = (_e35.xy + _e37.xy);
    let _e40 = oT0_;
    oT0_ = vec4<f32>(_e39.x, _e39.y, _e40.z, _e40.w);
    let _e47 = r0_;
    r2_.x = (_e47.z * 4f);
    let _e52 = r2_;
    r2_.y = fract(_e52.x);
    let _e56 = r2_;
    let _e58 = r2_;
    r2_.z = (_e56.x - _e58.y);
    let _e63 = r2_;
    r3_.x = (_e63.z * 0.25f);
    r3_.y = 0f;
    let _e71 = v1_;
    let _e75 = r3_;
    let _e77 = ((_e71.xy * vec2(0.25f)) + _e75.xy);
    let _e78 = oT1_;
    oT1_ = vec4<f32>(_e77.x, _e77.y, _e78.z, _e78.w);
    let _e86 = cf[5];
    oD0_ = _e86;
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
