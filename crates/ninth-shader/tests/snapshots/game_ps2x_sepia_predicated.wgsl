diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> oC0_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_rsq(x_1: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x_1)), _e1, (x_1 == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = r0_;
    r1_.x = dot(_e8.xyz, vec3<f32>(0.299f, 0.587f, 0.114f));
    let _e17 = r1_;
    let _e19 = dpdx(_e17.x);
    r2_.x = _e19;
    let _e21 = r1_;
    let _e23 = dpdy(_e21.x);
    r2_.y = _e23;
    let _e25 = r2_;
    let _e27 = r2_;
    let _e29 = (_e25.xy * _e27.xy);
    let _e30 = r2_;
    r2_ = vec4<f32>(_e29.x, _e29.y, _e30.z, _e30.w);
    let _e36 = r2_;
    let _e38 = r2_;
    r2_.x = (_e36.x + _e38.y);
    let _e42 = r2_;
    let _e44 = d3d_rsq(_e42.x);
    r2_.x = _e44;
    let _e46 = r2_;
    let _e48 = d3d_rcp(_e46.x);
    r2_.x = _e48;
    let _e51 = r1_;
    let _e57 = (_e51.xxx * vec3<f32>(1.2f, 1f, 0.8f));
    let _e58 = r3_;
    r3_ = vec4<f32>(_e57.x, _e57.y, _e57.z, _e58.w);
    let _e65 = r2_;
    p0_.x = (_e65.x > 0.1f);
    let _e70 = r3_;
    let _e74 = (_e70.xyz * vec3(0f));
    let _e75 = r3_;
    let _e81 = p0_;
    r3_ = select(_e75, vec4<f32>(_e74.x, _e74.y, _e74.z, _e75.w), _e81.xxxx);
    let _e84 = r2_;
    let _e89 = r3_;
    let _e91 = ((_e84.xxx * vec3(4f)) + _e89.xyz);
    let _e92 = r3_;
    let _e98 = p0_;
    r3_ = select(_e92, vec4<f32>(_e91.x, _e91.y, _e91.z, _e92.w), !(_e98.xxxx));
    r3_.w = 1f;
    let _e104 = r3_;
    oC0_ = _e104;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
