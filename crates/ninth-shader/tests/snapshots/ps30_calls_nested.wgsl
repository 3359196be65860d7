diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(0) @binding(6) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;

fn d3d_l3_() {
    let _e1 = r0_;
    r0_.w = fract(_e1.w);
}

fn d3d_l2_() {
    let _e1 = r0_;
    let _e8 = ((_e1.xyz * vec3(0.5f)) + vec3(0.25f));
    let _e9 = r0_;
    r0_ = vec4<f32>(_e8.x, _e8.y, _e8.z, _e9.w);
    d3d_l3_();
}

fn d3d_l1_() {
    let _e1 = r0_;
    r0_ = (_e1 * vec4(0.75f));
    d3d_l2_();
}

fn d3d_l0_() {
    let _e1 = r0_;
    r0_ = (_e1 + vec4(0.25f));
    d3d_l1_();
}

fn d3d_main() {
    let _e2 = v2_;
    r0_ = _e2;
    d3d_l0_();
    let _e6 = cb[0].x;
    if (_e6 != 0u) {
        d3d_l1_();
    }
    let _e11 = cb[0].y;
    if !((_e11 != 0u)) {
        d3d_l2_();
    }
    let _e15 = r0_;
    oC0_ = _e15;
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
