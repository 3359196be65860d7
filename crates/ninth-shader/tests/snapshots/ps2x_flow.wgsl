diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(0) @binding(4) 
var<uniform> ci: array<vec4<i32>, 16>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;
    var n1_: i32;

    let _e2 = v0_;
    r0_ = _e2;
    let rep0_ = vec4<i32>(4i, 0i, 0i, 0i);
    n0_ = 0i;
    loop {
        let _e7 = n0_;
        if (_e7 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e12 = r0_;
        r0_.x = (_e12.x + 0.25f);
        let _e17 = r0_;
        if (_e17.x >= 1f) {
            break;
        }
        continuing {
            let _e21 = n0_;
            n0_ = (_e21 + 1i);
        }
    }
    if true {
        let _e25 = r0_;
        r0_.y = (_e25.y * 0.5f);
    } else {
        let _e30 = r0_;
        r0_.y = (_e30.y + 0.5f);
    }
    let _e35 = t0_;
    let _e37 = t0_;
    if (_e35.x != _e37.y) {
        r0_.z = 0.75f;
    }
    let rep1_ = ci[1];
    n1_ = 0i;
    loop {
        let _e46 = n1_;
        if (_e46 >= clamp(rep1_.x, 0i, 255i)) {
            break;
        }
        let _e50 = r0_;
        if (_e50.w < 0.5f) {
            break;
        }
        let _e53 = r0_;
        r0_.w = (_e53.w + -(0.25f));
        continuing {
            let _e58 = n1_;
            n1_ = (_e58 + 1i);
        }
    }
    let _e61 = r0_;
    oC0_ = _e61;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
