struct VsOut {
    @builtin(position) pos: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_log(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(log2(abs(x)), -(_e1), (x == 0f));
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
    let _e22 = v2_;
    r0_.x = exp2(_e22.x);
    let _e26 = v2_;
    let _e28 = d3d_log(_e26.y);
    r0_.y = _e28;
    r0_.z = exp2(-(-1.5f));
    let _e35 = d3d_log(0f);
    r0_.w = _e35;
    let _e39 = v1_;
    let _e41 = d3d_log(_e39.w);
    let _e42 = r1_;
    r1_ = vec4<f32>(_e41, _e42.y, _e41, _e42.w);
    let _e46 = r0_;
    let _e48 = exp2(_e46.x);
    let _e49 = r1_;
    r1_ = vec4<f32>(_e49.x, _e48, _e49.z, _e48);
    let _e54 = r0_;
    oD0_ = _e54;
    let _e56 = r1_;
    oT1_ = _e56;
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
    let l1_ = oT1_;
    let _e25 = oD0_;
    let l10_ = saturate(_e25);
    return VsOut(pos, l1_, l10_);
}
