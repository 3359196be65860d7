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
var<uniform> cf: array<vec4<f32>, 7>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    oPos.x = dot(_e2, _e5);
    let _e8 = v0_;
    let _e10 = cf[1];
    oPos.y = dot(_e8, _e10);
    let _e13 = v0_;
    let _e15 = cf[2];
    oPos.z = dot(_e13, _e15);
    let _e18 = v0_;
    let _e20 = cf[3];
    oPos.w = dot(_e18, _e20);
    let _e25 = v1_;
    let _e27 = cf[4];
    r0_.x = dot(_e25, _e27);
    let _e30 = v1_;
    let _e32 = cf[5];
    r0_.y = dot(_e30, _e32);
    let _e36 = r0_;
    let _e37 = _e36.xy;
    let _e38 = oT0_;
    oT0_ = vec4<f32>(_e37.x, _e37.y, _e38.z, _e38.w);
    let _e46 = cf[6];
    oD0_ = _e46;
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
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l0_, l10_);
}
