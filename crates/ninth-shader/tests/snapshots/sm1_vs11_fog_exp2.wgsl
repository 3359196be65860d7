struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 5>;
var<private> oPos: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v3_: vec4<f32>;
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
    oPos = _e21;
    let _e23 = r0_;
    let _e26 = cf[4];
    r1_.x = (_e23.w * _e26.x);
    let _e30 = r1_;
    let _e32 = r1_;
    r1_.x = (_e30.x * _e32.x);
    let _e36 = r1_;
    r1_.x = (_e36.x * 1.442695f);
    let _e41 = r1_;
    r1_.y = exp2(-(_e41.x));
    let _e46 = r1_;
    r1_.y = min(_e46.y, 1f);
    let _e52 = r1_;
    oFog = _e52.yyyy;
    let _e56 = v1_;
    oD0_ = _e56;
    let _e59 = v2_;
    oD1_ = _e59;
    let _e62 = v3_;
    oT0_ = _e62;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    d3d_main();
    let _e9 = oPos;
    let _e12 = draw.half_pixel;
    let pos = vec4<f32>((_e9.x + (_e9.w * _e12.x)), (_e9.y - (_e9.w * _e12.y)), _e9.z, _e9.w);
    let l0_ = oT0_;
    let _e27 = oD0_;
    let l10_ = saturate(_e27);
    let _e30 = oD1_;
    let l11_ = saturate(_e30);
    let l12_ = oFog;
    return VsOut(pos, l0_, l10_, l11_, l12_);
}
