diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 2>;
var<private> v0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e3 = cf[0];
    let _e5 = v0_;
    let _e7 = t0_;
    r0_ = select(_e3, _e5, (_e7 >= vec4(0f)));
    let _e17 = t0_;
    r1_ = select(vec4(1f), vec4(0.5f), (-(_e17.xxxx) >= vec4(0f)));
    let _e25 = t1_;
    r1_.w = saturate(select(-0.75f, 0f, (_e25.y >= 0f)));
    let _e32 = t1_;
    let _e35 = cf[1];
    r2_.x = (dot(_e32.xy, _e35.xy) + 0.5f);
    let _e40 = t0_;
    let _e43 = cf[1];
    let _e47 = t0_;
    r2_.y = (dot(_e40.xy, -(_e43.xy)) + _e47.w);
    let _e51 = v0_;
    let _e53 = v0_;
    let _e57 = saturate((dot(_e51.xy, _e53.xy) + -0.75f));
    let _e58 = r2_;
    r2_ = vec4<f32>(_e58.x, _e58.y, _e57, _e57);
    let _e62 = r0_;
    let _e63 = r1_;
    r0_ = (_e62 + _e63);
    let _e65 = r2_;
    let _e68 = r0_;
    r0_ = ((_e65 * vec4(0.5f)) + _e68);
    let _e71 = r0_;
    oC0_ = _e71;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
