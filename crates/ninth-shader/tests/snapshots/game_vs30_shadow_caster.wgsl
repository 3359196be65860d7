struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 4>;
var<private> o0_: vec4<f32>;
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
    r0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = r0_;
    o0_ = _e21;
    let _e23 = r0_;
    let _e24 = _e23.zw;
    let _e25 = o1_;
    o1_ = vec4<f32>(_e24.x, _e24.y, _e25.z, _e25.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    d3d_main();
    let _e3 = o0_;
    let _e6 = draw.half_pixel;
    let pos = vec4<f32>((_e3.x + (_e3.w * _e6.x)), (_e3.y - (_e3.w * _e6.y)), _e3.z, _e3.w);
    let l0_ = o1_;
    return VsOut(pos, l0_);
}
