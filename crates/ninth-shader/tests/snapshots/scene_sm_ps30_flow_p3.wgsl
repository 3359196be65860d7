diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> oC0_: vec4<f32>;

fn d3d_l1_() {
    let _e1 = r0_;
    let _e4 = v0_;
    r0_.x = (_e1.x * _e4.x);
    let _e9 = r4_;
    r0_.w = ((_e9.x * 0.5f) + 0.5f);
}

fn d3d_main() {
    let _e2 = v1_;
    r0_ = _e2;
    let _e5 = v0_;
    r3_.x = ((_e5.y * 6.2831855f) + -3.1415927f);
    let _e13 = r3_;
    let _e16 = r3_;
    let _e19 = vec2<f32>(cos(_e13.x), sin(_e16.x));
    let _e20 = r4_;
    r4_ = vec4<f32>(_e19.x, _e19.y, _e20.z, _e20.w);
    let _e26 = r4_;
    r0_.y = ((_e26.y * 0.25f) + 0.5f);
    let _e34 = v0_;
    p0_.x = (_e34.x < 0.5f);
    let _e38 = r0_;
    let _e41 = r0_;
    let _e46 = p0_;
    r0_ = select(_e41, vec4<f32>(_e41.x, _e41.y, (_e38.z + 0.5f), _e41.w), _e46.xxxx);
    d3d_l1_();
    let _e50 = r0_;
    oC0_ = _e50;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
