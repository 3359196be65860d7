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
var<uniform> cf: array<vec4<f32>, 5>;
var<private> oPos: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_rsq(x_1: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x_1)), _e1, (x_1 == 0f));
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
    r0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = r0_;
    oPos = _e21;
    let _e23 = r0_;
    let _e25 = d3d_rcp(_e23.w);
    r1_.w = _e25;
    let _e28 = r0_;
    let _e30 = r1_;
    let _e32 = (_e28.xy * _e30.ww);
    let _e33 = r2_;
    r2_ = vec4<f32>(_e32.x, _e32.y, _e33.z, _e33.w);
    let _e40 = r2_;
    let _e47 = ((_e40.xy * vec2<f32>(0.5f, -0.5f)) + vec2(0.5f));
    let _e48 = oT0_;
    oT0_ = vec4<f32>(_e47.x, _e47.y, _e48.z, _e48.w);
    let _e56 = v1_;
    let _e58 = v1_;
    r3_.w = dot(_e56.xyz, _e58.xyz);
    let _e62 = r3_;
    let _e64 = d3d_rsq(_e62.w);
    r3_.w = _e64;
    let _e67 = v1_;
    let _e69 = r3_;
    let _e71 = (_e67.xyz * _e69.www);
    let _e72 = oT1_;
    oT1_ = vec4<f32>(_e71.x, _e71.y, _e71.z, _e72.w);
    let _e80 = cf[4];
    oD0_ = _e80;
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
