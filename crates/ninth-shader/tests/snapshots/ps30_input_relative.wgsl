diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> aL: i32;
var<private> v: array<vec4<f32>, 16>;
var<private> oC0_: vec4<f32>;

fn d3d_v_rel(i: i32) -> vec4<f32> {
    if ((i >= 0i) && (i < 16i)) {
        let _e8 = v[i];
        return _e8;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(3i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e11 = n0_;
        if (_e11 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e16 = r0_;
        let _e17 = aL;
        let _e19 = d3d_v_rel((_e17 + 0i));
        r0_ = (_e16 + _e19);
        let _e21 = r0_;
        let _e23 = aL;
        let _e25 = d3d_v_rel((_e23 + 1i));
        r0_.x = (_e21.x + _e25.y);
        continuing {
            let _e29 = n0_;
            n0_ = (_e29 + 1i);
            let _e31 = aL;
            aL = (_e31 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e35 = r0_;
    oC0_ = _e35;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v[0] = l0_;
    v[1] = l1_;
    v[2] = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
