diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;

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

fn d3d_main() {
    let _e2 = t0_;
    let _e4 = d3d_rcp(_e2.x);
    r0_.x = _e4;
    let _e6 = t0_;
    let _e8 = d3d_rsq(_e6.y);
    r0_.y = _e8;
    let _e11 = t1_;
    r0_.z = exp2(-(_e11.x));
    let _e16 = t1_;
    let _e18 = d3d_log(_e16.y);
    r0_.w = _e18;
    let _e22 = d3d_rcp(0f);
    r1_ = vec4(_e22);
    let _e26 = d3d_rsq(-(0f));
    r2_ = vec4(_e26);
    let _e29 = d3d_log(0f);
    r3_ = vec4(_e29);
    let _e31 = r0_;
    let _e32 = r1_;
    r0_ = (_e31 + _e32);
    let _e34 = r0_;
    let _e35 = r2_;
    r0_ = (_e34 + _e35);
    let _e37 = r0_;
    let _e38 = r3_;
    r0_ = (_e37 + _e38);
    let _e41 = r0_;
    oC0_ = _e41;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
