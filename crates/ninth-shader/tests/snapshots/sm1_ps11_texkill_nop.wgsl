diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> d3d_kill: bool;
var<private> t2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e8 = t1_;
    if any((_e8.xyz < vec3(0f))) {
        d3d_kill = true;
    }
    let _e17 = t2_;
    if any((_e17.xyz < vec3(0f))) {
        d3d_kill = true;
    }
    let _e23 = r16_;
    let _e25 = v0_;
    r0_ = (_e23 * _e25);
    let _e28 = r0_;
    oC0_ = _e28;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let _e9 = d3d_kill;
    if _e9 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
