diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> t0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    r0_ = _e2;
    let _e5 = t0_;
    p0_ = (_e5 > vec4(0.5f));
    let _e9 = t0_;
    let _e11 = r0_;
    let _e16 = p0_;
    r0_ = select(_e11, vec4<f32>(_e9.y, _e11.y, _e11.z, _e11.w), _e16);
    let _e18 = r0_;
    let _e22 = r0_;
    let _e27 = p0_;
    r0_ = select(_e22, vec4<f32>(_e22.x, (_e18.y + 0.25f), _e22.z, _e22.w), !(_e27.yyyy));
    let _e31 = r0_;
    let _e35 = (_e31.zw * vec2(0.75f));
    let _e36 = r0_;
    let _e42 = p0_;
    r0_ = select(_e36, vec4<f32>(_e36.x, _e36.y, _e35.x, _e35.y), _e42.zwww);
    let _e45 = t0_;
    let _e51 = p0_;
    p0_ = select(_e51, (_e45.wzyx <= -(vec4<f32>(0.5f, 0.25f, 0.75f, 1f))), vec4<bool>(true, true, false, false));
    let _e56 = vec2(1f);
    let _e57 = r0_;
    let _e63 = p0_;
    r0_ = select(_e57, vec4<f32>(_e56.x, _e56.y, _e57.z, _e57.w), !(_e63));
    let _e67 = r0_;
    oC0_ = _e67;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
