diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oC0_: vec4<f32>;

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
    let _e2 = t0_;
    let _e6 = (_e2.xy + vec2(0.25f));
    let _e7 = r0_;
    r0_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e14 = r0_;
    let _e16 = d3d_rcp(_e14.x);
    r1_.x = _e16;
    let _e18 = r0_;
    let _e20 = d3d_rsq(_e18.y);
    r1_.y = _e20;
    let _e22 = r0_;
    r1_.z = exp2(-(_e22.x));
    let _e27 = r0_;
    let _e29 = d3d_log(_e27.y);
    r1_.w = _e29;
    let _e32 = r0_;
    let _e35 = d3d_pow(_e32.x, 2f);
    r2_.x = _e35;
    let _e37 = r1_;
    r2_.y = fract(_e37.x);
    let _e41 = r1_;
    r2_.z = (_e41.w + -(0.5f));
    let _e47 = r2_;
    r2_.z = abs(_e47.z);
    let _e52 = r1_;
    r3_.x = (_e52.x * 0.5f);
    let _e56 = r2_;
    let _e59 = r2_;
    r3_.y = ((_e56.x * 0.25f) + _e59.y);
    let _e63 = r1_;
    let _e65 = r2_;
    let _e68 = r1_;
    r3_.z = ((_e63.z * _e65.z) + _e68.y);
    r3_.w = 1f;
    let _e75 = r3_;
    oC0_ = _e75;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
