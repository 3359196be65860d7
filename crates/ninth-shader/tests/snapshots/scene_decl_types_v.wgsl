struct VsOut {
    @builtin(position) pos: vec4<f32>,
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
var<private> oD0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 2>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v0_;
    oPos = _e2;
    let _e5 = v1_;
    let _e8 = cf[0];
    let _e11 = cf[1];
    oD0_ = ((_e5 * _e8) + _e11);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let _e21 = oD0_;
    let l10_ = saturate(_e21);
    return VsOut(pos, l10_);
}
