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
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 224>;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 1i) {
        return vec4<f32>(0f, 2f, -1f, 8f);
    }
    if (i == 0i) {
        return vec4<f32>(0.5f, 0.25f, 0.75f, 1f);
    }
    if ((i >= 0i) && (i < 224i)) {
        let _e22 = cf[(i - 0i)];
        return _e22;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(8i, 4i, 2i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e12 = n0_;
        if (_e12 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e17 = aL;
        let _e19 = d3d_c_rel((_e17 + 0i));
        let _e21 = v0_;
        let _e23 = r0_;
        r0_ = ((_e19 * _e21) + _e23);
        let _e25 = r0_;
        let _e27 = aL;
        let _e30 = d3d_c_rel((_e27 + 1i));
        let _e32 = (_e25.xy + _e30.zw);
        let _e33 = r0_;
        r0_ = vec4<f32>(_e32.x, _e32.y, _e33.z, _e33.w);
        let _e39 = r0_;
        let _e41 = aL;
        let _e43 = d3d_c_rel((_e41 + 2i));
        r0_.z = (_e39.z * -(_e43.x));
        let _e48 = r0_;
        let _e49 = aL;
        let _e52 = d3d_c_rel((_e49 + 3i));
        r0_ = (_e48 + -(_e52));
        continuing {
            let _e55 = n0_;
            n0_ = (_e55 + 1i);
            let _e57 = aL;
            aL = (_e57 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e61 = r0_;
    oC0_ = _e61;
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
