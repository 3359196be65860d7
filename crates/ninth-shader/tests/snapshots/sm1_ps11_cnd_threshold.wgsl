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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r27_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e15 = r16_;
    let _e18 = v0_;
    r0_.w = (_e15.w - (_e18.w - 0.5f));
    let _e25 = r16_;
    let _e27 = r17_;
    let _e29 = r0_;
    let _e33 = select(_e25.xyz, _e27.xyz, (_e29.www > vec3(0.5f)));
    let _e34 = r27_;
    r27_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e40 = v0_;
    let _e43 = r0_;
    r0_.w = select(_e40.w, 1f, (_e43.w > 0.5f));
    let _e48 = r27_;
    let _e49 = _e48.xyz;
    let _e50 = r0_;
    r0_ = vec4<f32>(_e49.x, _e49.y, _e49.z, _e50.w);
    let _e57 = r0_;
    oC0_ = _e57;
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
