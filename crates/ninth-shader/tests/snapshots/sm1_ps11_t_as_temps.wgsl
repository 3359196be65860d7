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
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r27_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e16 = t2_;
    r18_ = saturate(_e16);
    r18_.w = 1f;
    let _e20 = r16_;
    let _e22 = v0_;
    r16_ = (_e20 * _e22);
    let _e25 = r17_;
    let _e28 = v1_;
    let _e31 = r16_;
    let _e33 = ((_e25.xyz * _e28.xyz) + _e31.xyz);
    let _e34 = r27_;
    r27_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e40 = r17_;
    let _e42 = r18_;
    r17_.w = (_e40.w * _e42.w);
    let _e46 = r27_;
    let _e47 = _e46.xyz;
    let _e48 = r17_;
    r17_ = vec4<f32>(_e47.x, _e47.y, _e47.z, _e48.w);
    let _e54 = r18_;
    let _e58 = cf[0];
    let _e64 = (_e54.xyz * clamp(_e58, vec4(-1f), vec4(1f)).xyz);
    let _e65 = r18_;
    r18_ = vec4<f32>(_e64.x, _e64.y, _e64.z, _e65.w);
    let _e71 = v0_;
    r18_.w = _e71.w;
    let _e75 = r17_;
    let _e76 = r18_;
    r1_ = (_e75 + _e76);
    let _e79 = r1_;
    let _e80 = r16_;
    r0_ = (_e79 * _e80);
    let _e83 = r0_;
    oC0_ = _e83;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
