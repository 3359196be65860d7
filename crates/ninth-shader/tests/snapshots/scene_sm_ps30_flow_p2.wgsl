diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r1_: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> d3d_vface: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;
var<private> v0_: vec4<f32>;

fn d3d_main() {
    let _e2 = d3d_vpos;
    let _e6 = (_e2.xy * vec2(0.125f));
    let _e7 = r1_;
    r1_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e13 = r1_;
    let _e15 = fract(_e13.xy);
    let _e16 = r1_;
    r1_ = vec4<f32>(_e15.x, _e15.y, _e16.z, _e16.w);
    let _e22 = r1_;
    let _e24 = r1_;
    r1_.x = (_e22.x + _e24.y);
    let _e28 = r1_;
    r1_.x = fract(_e28.x);
    let _e36 = d3d_vface;
    r2_.x = select(1f, 0f, (_e36.x >= 0f));
    let _e43 = v1_;
    r0_ = _e43;
    let _e44 = r0_;
    let _e48 = (_e44.xyz * vec3(0.5f));
    let _e49 = r0_;
    r0_ = vec4<f32>(_e48.x, _e48.y, _e48.z, _e49.w);
    let _e55 = r0_;
    let _e57 = r2_;
    r0_.x = (_e55.x + _e57.x);
    let _e61 = r1_;
    let _e64 = r0_;
    r0_.z = ((_e61.x * 0.5f) + _e64.z);
    let _e69 = r0_;
    oC0_ = _e69;
}

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @builtin(front_facing) front: bool, @location(0) l0_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    d3d_vpos = vec4<f32>((frag_coord.xy - vec2(0.5f)), 0f, 0f);
    d3d_vface = vec4(select(-1f, 1f, front));
    v0_ = l0_;
    v1_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
