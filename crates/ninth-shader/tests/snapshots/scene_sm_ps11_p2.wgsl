diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r16_ = saturate(_e2);
    r16_.w = 1f;
    let _e8 = t1_;
    r17_ = saturate(_e8);
    r17_.w = 1f;
    let _e12 = r16_;
    let _e16 = cf[0];
    let _e22 = (_e12.xyz * clamp(_e16, vec4(-1f), vec4(1f)).xyz);
    let _e23 = r0_;
    r0_ = vec4<f32>(_e22.x, _e22.y, _e22.z, _e23.w);
    let _e29 = r17_;
    r0_.w = _e29.z;
    let _e33 = r0_;
    oC0_ = _e33;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
