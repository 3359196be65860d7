diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r3_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    r0_ = _e2.wzyx;
    let _e6 = t1_;
    let _e8 = t0_;
    r1_ = (_e6.yzxw + _e8.zzxy);
    let _e12 = r1_;
    let _e14 = r0_;
    let _e19 = cf[0];
    let _e21 = ((_e12.xy * _e14.zw) + _e19.yx);
    let _e22 = r2_;
    r2_ = vec4<f32>(_e22.x, _e21.x, _e22.z, _e21.y);
    let _e29 = t0_;
    let _e33 = textureSample(tex0_, samp0_, _e29.xy);
    r3_ = _e33;
    let _e34 = r3_;
    let _e36 = r2_;
    r3_ = (_e34.zyxw * _e36);
    let _e39 = r3_;
    oC0_ = _e39;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
