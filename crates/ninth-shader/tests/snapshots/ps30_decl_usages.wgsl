diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> v4_: vec4<f32>;
var<private> v5_: vec4<f32>;
var<private> v6_: vec4<f32>;
var<private> v7_: vec4<f32>;
var<private> v8_: vec4<f32>;
var<private> v9_: vec4<f32>;
var<private> v10_: vec4<f32>;
var<private> v11_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e4 = v2_;
    r0_ = (_e2 + _e4);
    let _e6 = r0_;
    let _e9 = v1_;
    let _e11 = (_e6.xy + _e9.xy);
    let _e12 = r0_;
    r0_ = vec4<f32>(_e11.x, _e11.y, _e12.z, _e12.w);
    let _e18 = r0_;
    let _e21 = v3_;
    let _e23 = (_e18.xyz + _e21.xyz);
    let _e24 = r0_;
    r0_ = vec4<f32>(_e23.x, _e23.y, _e23.z, _e24.w);
    let _e30 = r0_;
    let _e33 = v4_;
    let _e35 = (_e30.xyz + _e33.xyz);
    let _e36 = r0_;
    r0_ = vec4<f32>(_e35.x, _e35.y, _e35.z, _e36.w);
    let _e42 = r0_;
    let _e44 = v5_;
    r0_ = (_e42 + _e44);
    let _e46 = r0_;
    let _e49 = v6_;
    let _e51 = (_e46.xyz + _e49.xyz);
    let _e52 = r0_;
    r0_ = vec4<f32>(_e51.x, _e51.y, _e51.z, _e52.w);
    let _e58 = r0_;
    let _e61 = v7_;
    r0_.x = (_e58.x + _e61.x);
    let _e65 = r0_;
    let _e68 = v8_;
    r0_.y = (_e65.y + _e68.x);
    let _e72 = r0_;
    let _e74 = v9_;
    r0_ = (_e72 + _e74);
    let _e76 = r0_;
    let _e78 = v10_;
    r0_ = (_e76 + _e78);
    let _e80 = r0_;
    let _e83 = v11_;
    r0_.z = (_e80.z + _e83.x);
    let _e88 = r0_;
    oC0_ = _e88;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(7) l7_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>, @location(13) l13_: vec4<f32>, @location(14) l14_: vec4<f32>, @location(15) l15_: vec4<f32>, @location(12) l12_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(4) l4_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l7_;
    v2_ = l10_;
    v3_ = l11_;
    v4_ = l13_;
    v5_ = l14_;
    v6_ = l15_;
    v7_ = l12_;
    v8_ = l1_;
    v9_ = l2_;
    v10_ = l3_;
    v11_ = l4_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
