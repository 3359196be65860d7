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
var<uniform> cf: array<vec4<f32>, 6>;
var<private> o1_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> o2_: vec4<f32>;
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
    let _e22 = v2_;
    o1_ = _e22;
    let _e25 = v1_;
    let _e28 = cf[4];
    r0_.x = dot(_e25.xyz, _e28.xyz);
    let _e32 = r0_;
    r0_.x = max(_e32.x, 0f);
    let _e38 = r0_;
    let _e41 = cf[5];
    o2_ = (_e38.xxxx * _e41);
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
    let l0_ = o1_;
    let l10_ = o2_;
    return VsOut(pos, l0_, l10_);
}
