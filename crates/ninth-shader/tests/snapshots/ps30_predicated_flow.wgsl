diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_l2_() {
    r0_.z = 0f;
}

fn d3d_main() {
    var n0_: i32;

    let _e2 = v2_;
    r0_ = _e2;
    let _e5 = v0_;
    p0_ = (_e5 > vec4(0.5f));
    let rep0_ = vec4<i32>(4i, 0i, 0i, 0i);
    n0_ = 0i;
    loop {
        let _e13 = n0_;
        if (_e13 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e18 = r0_;
        let _e22 = r0_;
        let _e27 = p0_;
        r0_ = select(_e22, vec4<f32>((_e18.x + 0.25f), _e22.y, _e22.z, _e22.w), _e27.xxxx);
        let _e30 = r0_;
        let _e33 = r0_;
        let _e38 = p0_;
        r0_ = select(_e33, vec4<f32>(_e33.x, (_e30.y * 0.5f), _e33.z, _e33.w), !(_e38.yyyy));
        let _e43 = p0_.z;
        if _e43 {
            break;
        }
        continuing {
            let _e44 = n0_;
            n0_ = (_e44 + 1i);
        }
    }
    let _e48 = p0_.w;
    if _e48 {
        r0_.w = 1f;
    }
    let _e52 = p0_.x;
    if !(_e52) {
        d3d_l2_();
    }
    let _e55 = r0_;
    oC0_ = _e55;
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
