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

var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
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

fn d3d_log(x_2: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(log2(abs(x_2)), -(_e1), (x_2 == 0f));
}

fn d3d_pow(x_3: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_3))));
}

fn d3d_main() {
    let _e2 = v0_;
    oPos = _e2;
    let _e5 = d3d_rcp(0f);
    r0_.x = _e5;
    let _e7 = d3d_rsq(0f);
    r0_.y = _e7;
    let _e9 = d3d_log(0f);
    r0_.z = _e9;
    let _e13 = d3d_pow(-2f, 3f);
    r0_.w = _e13;
    let _e17 = d3d_rcp(-0f);
    r1_.x = _e17;
    let _e19 = d3d_rsq(-2f);
    r1_.y = _e19;
    let _e21 = d3d_log(-2f);
    r1_.z = _e21;
    r1_.w = exp2(-1000000000000000000000000000000f);
    let _e27 = r0_;
    r2_ = (_e27 * vec4(0.000000000000000000000000000001f));
    let _e31 = r1_;
    let _e34 = r2_;
    r2_ = ((_e31 * vec4(0.000000000000000000000000000001f)) + _e34);
    let _e37 = r2_;
    oD0_ = _e37;
    let _e39 = r0_;
    oT0_ = _e39;
    let _e41 = r1_;
    oT1_ = _e41;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    d3d_main();
    let _e3 = oPos;
    let _e6 = draw.half_pixel;
    let pos = vec4<f32>((_e3.x + (_e3.w * _e6.x)), (_e3.y - (_e3.w * _e6.y)), _e3.z, _e3.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l0_, l1_, l10_);
}
