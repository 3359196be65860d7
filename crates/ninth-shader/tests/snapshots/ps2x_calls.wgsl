diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> t0_: vec4<f32>;
@group(0) @binding(6) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> oC0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;

fn d3d_l0_() {
    let _e1 = r0_;
    r0_ = (_e1 * vec4(0.5f));
}

fn d3d_l2_() {
    let _e2 = t0_;
    let _e6 = r0_;
    r0_.w = ((_e2.w * 0.25f) + _e6.w);
}

fn d3d_l1_() {
    let _e1 = r0_;
    let _e5 = cf[0];
    let _e7 = (_e1.xyz + _e5.xyz);
    let _e8 = r0_;
    r0_ = vec4<f32>(_e7.x, _e7.y, _e7.z, _e8.w);
}

fn d3d_main() {
    let _e2 = v0_;
    r0_ = _e2;
    let _e5 = t0_;
    p0_.x = (_e5.x == 0.5f);
    d3d_l0_();
    let _e13 = cb[0].y;
    if (_e13 != 0u) {
        d3d_l1_();
    }
    let _e17 = p0_.x;
    if _e17 {
        d3d_l2_();
    }
    let _e19 = p0_.x;
    if !(_e19) {
        d3d_l2_();
    }
    let _e22 = r0_;
    oC0_ = _e22;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
