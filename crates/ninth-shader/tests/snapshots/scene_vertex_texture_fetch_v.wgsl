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

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(2) @binding(0) 
var tex0_: texture_2d<f32>;
@group(2) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> o0_: vec4<f32>;
var<private> o1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v1_;
    let _e3 = _e2.xy;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e4.z, _e4.w);
    let _e11 = vec2(0f);
    let _e12 = r0_;
    r0_ = vec4<f32>(_e12.x, _e12.y, _e11.x, _e11.y);
    let _e19 = r0_;
    let _e21 = r0_;
    let _e25 = textureSampleLevel(tex0_, samp0_, _e19.xy, _e21.w);
    r1_ = _e25;
    let _e28 = v0_;
    let _e29 = _e28.xy;
    let _e30 = r2_;
    r2_ = vec4<f32>(_e29.x, _e29.y, _e30.z, _e30.w);
    let _e36 = r1_;
    let _e40 = r2_;
    r2_.y = ((_e36.x * 0.15f) + _e40.y);
    r2_.z = 0.5f;
    r2_.w = 1f;
    let _e49 = r2_;
    o0_ = _e49;
    let _e51 = r1_;
    o1_ = _e51;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = o0_;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l10_ = o1_;
    return VsOut(pos, l10_);
}
