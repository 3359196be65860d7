diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> oC0_: vec4<f32>;
var<private> t1_: vec4<f32>;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = d3d_nrm(_e2);
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e3.z, _e4.w);
    let _e12 = v0_;
    let _e13 = d3d_nrm(_e12);
    let _e14 = r1_;
    r1_ = vec4<f32>(_e13.x, _e13.y, _e13.z, _e14.w);
    let _e21 = r0_;
    let _e23 = r1_;
    let _e25 = cross(_e21.xyz, _e23.xyz);
    let _e26 = r2_;
    r2_ = vec4<f32>(_e25.x, _e25.y, _e25.z, _e26.w);
    let _e33 = r0_;
    let _e35 = r1_;
    r3_.x = dot(_e33.xyz, _e35.xyz);
    let _e39 = t0_;
    let _e40 = v0_;
    r3_.y = dot(_e39, _e40);
    let _e43 = r2_;
    let _e46 = r1_;
    r3_.z = saturate(dot(-(_e43.xyz), _e46.xyz));
    let _e51 = t0_;
    let _e54 = cf[0];
    r3_.w = dot(_e51, _e54);
    let _e57 = r3_;
    let _e61 = r3_;
    r2_.w = ((_e57.x * 0.5f) + _e61.y);
    let _e65 = r2_;
    let _e66 = r3_;
    r2_ = (_e65 + _e66);
    let _e69 = r2_;
    oC0_ = _e69;
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
