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
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 8>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(5) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> oD0_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_l1_() {
    let _e1 = r0_;
    let _e4 = cf[4];
    r0_ = (_e1 + _e4);
}

fn d3d_l3_() {
    let _e1 = r0_;
    let _e5 = cf[6];
    let _e9 = cf[7];
    let _e11 = ((_e1.xyz * _e5.xyz) + _e9.xyz);
    let _e12 = r0_;
    r0_ = vec4<f32>(_e11.x, _e11.y, _e11.z, _e12.w);
}

fn d3d_l2_() {
    let _e1 = r0_;
    let _e4 = cf[5];
    r0_ = (_e1 * _e4);
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
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v1_;
    r0_ = _e22;
    d3d_l1_();
    let _e26 = cb[0].w;
    if (_e26 != 0u) {
        d3d_l2_();
    }
    let _e31 = cb[1].x;
    if !((_e31 != 0u)) {
        d3d_l3_();
    }
    let _e35 = r0_;
    oD0_ = _e35;
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
    return VsOut(pos, l10_);
}
