diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> aL: i32;
@group(0) @binding(4) 
var<uniform> ci: array<vec4<i32>, 16>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;

fn d3d_main() {
    var n0_: i32;

    let _e2 = v1_;
    r0_ = _e2;
    let _e3 = r0_;
    let _e7 = (_e3.xyz * vec3(0.5f));
    let _e8 = r0_;
    r0_ = vec4<f32>(_e7.x, _e7.y, _e7.z, _e8.w);
    let aL_outer0_ = aL;
    let loop0_ = ci[0];
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e22 = n0_;
        if (_e22 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e27 = r0_;
        let _e31 = cf[0];
        let _e33 = (_e27.xyz + _e31.xyz);
        let _e34 = r0_;
        r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
        let _e40 = r0_;
        if (_e40.x >= 1f) {
            break;
        }
        continuing {
            let _e44 = n0_;
            n0_ = (_e44 + 1i);
            let _e47 = aL;
            aL = (_e47 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e51 = r0_;
    oC0_ = _e51;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
