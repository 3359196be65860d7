struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
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
var<private> r1_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oD1_: vec4<f32>;
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
    let _e22 = v1_;
    let _e24 = cf[4];
    r0_ = (_e22 * _e24.xxxx);
    let _e29 = v2_;
    let _e31 = cf[5];
    let _e34 = cf[6];
    r1_ = ((_e29 * _e31) + -(_e34));
    let _e37 = r0_;
    let _e39 = r1_;
    let _e44 = ((_e37.xz * _e39.wx) + vec2(0.5f));
    let _e45 = r0_;
    r0_ = vec4<f32>(_e44.x, _e45.y, _e44.y, _e45.w);
    let _e51 = r1_;
    r0_.w = (_e51.w * -0.75f);
    let _e57 = r0_;
    oD0_ = _e57;
    let _e59 = r1_;
    let _e60 = _e59.xyz;
    let _e61 = oD1_;
    oD1_ = vec4<f32>(_e60.x, _e60.y, _e60.z, _e61.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e7 = oPos;
    let _e10 = draw.half_pixel;
    let pos = vec4<f32>((_e7.x + (_e7.w * _e10.x)), (_e7.y - (_e7.w * _e10.y)), _e7.z, _e7.w);
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    let _e26 = oD1_;
    let l11_ = saturate(_e26);
    return VsOut(pos, l10_, l11_);
}
