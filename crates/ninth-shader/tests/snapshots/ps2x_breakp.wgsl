diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> t0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0.25f);
    let rep0_ = vec4<i32>(8i, 0i, 0i, 0i);
    n0_ = 0i;
    loop {
        let _e7 = n0_;
        if (_e7 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e12 = r0_;
        r0_ = (_e12 + vec4(0.25f));
        let _e16 = r0_;
        let _e19 = t0_;
        p0_.x = (_e16.x >= _e19.x);
        let _e24 = p0_.x;
        if _e24 {
            break;
        }
        let _e25 = r0_;
        p0_.y = (_e25.y < 0.5f);
        let _e31 = p0_.y;
        if !(_e31) {
            break;
        }
        continuing {
            let _e33 = n0_;
            n0_ = (_e33 + 1i);
        }
    }
    let _e37 = p0_.x;
    if _e37 {
        r0_.w = 1f;
    }
    let _e41 = p0_.y;
    if !(_e41) {
        r0_.z = 0.75f;
    }
    let _e46 = r0_;
    oC0_ = _e46;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
