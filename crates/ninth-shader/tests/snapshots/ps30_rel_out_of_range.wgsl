diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> aL: i32;
var<private> v: array<vec4<f32>, 16>;
var<private> oC0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 224>;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 0i) {
        return vec4<f32>(0f, 1f, 0.5f, 0f);
    }
    if ((i >= 0i) && (i < 224i)) {
        let _e14 = cf[(i - 0i)];
        return _e14;
    }
    return vec4(0f);
}

fn d3d_v_rel(i_1: i32) -> vec4<f32> {
    if ((i_1 >= 0i) && (i_1 < 16i)) {
        let _e8 = v[i_1];
        return _e8;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(20i, 220i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e12 = n0_;
        if (_e12 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e17 = r0_;
        let _e18 = aL;
        let _e20 = d3d_c_rel((_e18 + 0i));
        r0_ = (_e17 + _e20);
        let _e22 = r0_;
        let _e23 = aL;
        let _e25 = d3d_v_rel((_e23 + 0i));
        r0_ = (_e22 + _e25);
        continuing {
            let _e27 = n0_;
            n0_ = (_e27 + 1i);
            let _e29 = aL;
            aL = (_e29 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e33 = r0_;
    oC0_ = _e33;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    v[0] = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
