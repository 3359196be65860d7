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
var<private> r1_: vec4<f32>;
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
    let _e17 = r16_;
    r1_ = vec4(dot(_e17, vec4<f32>(0.3f, 0.59f, 0.11f, 0f)));
    let _e25 = r1_;
    let _e26 = r16_;
    let _e27 = r16_;
    r0_ = select(_e25, _e26, ((_e27 - vec4(0.5f)) >= vec4(0f)));
    let _e34 = r0_;
    r1_ = vec4(dot(_e34, vec4(0.25f)));
    let _e39 = r0_;
    let _e42 = v0_;
    let _e44 = (_e39.xyz * _e42.xyz);
    let _e45 = r0_;
    r0_ = vec4<f32>(_e44.x, _e44.y, _e44.z, _e45.w);
    let _e51 = r1_;
    r0_.w = _e51.w;
    let _e55 = r0_;
    oC0_ = _e55;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    d3d_main();
    let _e7 = d3d_kill;
    if _e7 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
