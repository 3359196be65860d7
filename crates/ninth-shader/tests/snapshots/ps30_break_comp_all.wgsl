diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> aL: i32;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v2_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(16i, 0i, 0i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e10 = n0_;
        if (_e10 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e15 = r0_;
        r0_ = (_e15 + vec4(0.25f));
        let _e19 = r0_;
        let _e22 = v0_;
        if (_e19.x > _e22.x) {
            break;
        }
        let _e25 = r0_;
        let _e27 = v0_;
        if (_e25.y == _e27.y) {
            break;
        }
        let _e30 = r0_;
        let _e32 = v0_;
        if (_e30.z >= _e32.z) {
            break;
        }
        let _e35 = r0_;
        let _e37 = v0_;
        if (_e35.w < -(_e37.w)) {
            break;
        }
        let _e41 = r0_;
        let _e43 = r0_;
        if (_e41.x != _e43.x) {
            break;
        }
        let _e47 = r0_;
        if (1f <= _e47.y) {
            break;
        }
        continuing {
            let _e50 = n0_;
            n0_ = (_e50 + 1i);
            let _e53 = aL;
            aL = (_e53 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e57 = r0_;
    oC0_ = _e57;
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
