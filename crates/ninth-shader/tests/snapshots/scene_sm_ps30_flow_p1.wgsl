diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(4) 
var<uniform> ci: array<vec4<i32>, 16>;
@group(0) @binding(6) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;

    let _e2 = v1_;
    r0_ = _e2;
    let rep0_ = ci[1];
    n0_ = 0i;
    loop {
        let _e8 = n0_;
        if (_e8 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e13 = r0_;
        let _e17 = (_e13.xyz * vec3(0.5f));
        let _e18 = r0_;
        r0_ = vec4<f32>(_e17.x, _e17.y, _e17.z, _e18.w);
        let _e24 = r0_;
        r0_.y = (_e24.y + 0.125f);
        continuing {
            let _e29 = n0_;
            n0_ = (_e29 + 1i);
        }
    }
    let _e35 = cb[0].x;
    if (_e35 != 0u) {
        let _e38 = r0_;
        let _e41 = v0_;
        r0_.z = (_e38.z + _e41.x);
    } else {
        let _e45 = r0_;
        let _e47 = v0_;
        r0_.x = (_e45.x * _e47.y);
    }
    let _e52 = r0_;
    oC0_ = _e52;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
