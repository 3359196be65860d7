diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_main() {
    r0_ = vec4(0f);
    let _e4 = v0_;
    if (_e4.x > 0.5f) {
        let _e8 = r0_;
        r0_.x = (_e8.x + 0.25f);
    }
    let _e13 = v0_;
    if (_e13.y == 0.25f) {
        let _e16 = r0_;
        r0_.y = (_e16.y + 0.25f);
    }
    let _e20 = v0_;
    if (_e20.z >= 0.75f) {
        let _e24 = r0_;
        r0_.z = (_e24.z + 0.25f);
    }
    let _e28 = v0_;
    if (_e28.w < 1f) {
        let _e32 = r0_;
        r0_.w = (_e32.w + 0.25f);
    }
    let _e37 = v2_;
    let _e39 = v2_;
    if (_e37.x != -(_e39.y)) {
        let _e43 = r0_;
        r0_ = (_e43 + vec4(0.25f));
    } else {
        let _e46 = v2_;
        let _e49 = v2_;
        if (abs(_e46.z) <= _e49.w) {
            let _e52 = r0_;
            r0_ = (_e52 - vec4(0.25f));
        }
    }
    let _e56 = r0_;
    oC0_ = _e56;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    v2_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
