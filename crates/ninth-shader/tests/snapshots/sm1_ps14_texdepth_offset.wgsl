diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oDepth: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e10 = _e9.xyz;
    let _e11 = r1_;
    r1_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e18 = r0_;
    let _e22 = r1_;
    r5_.x = ((_e18.w * 0.5f) + _e22.x);
    let _e26 = r1_;
    r5_.y = _e26.y;
    let _e30 = r5_;
    let _e32 = r5_;
    oDepth.x = select(saturate((_e30.x / _e32.y)), 1f, (_e32.y == 0f));
    let _e43 = t2_;
    let _e47 = textureSample(tex2_, samp2_, _e43.xy);
    r2_ = _e47;
    let _e48 = r2_;
    let _e51 = v0_;
    let _e53 = (_e48.xyz * _e51.xyz);
    let _e54 = r0_;
    r0_ = vec4<f32>(_e53.x, _e53.y, _e53.z, _e54.w);
    let _e60 = r2_;
    r0_.w = _e60.w;
    let _e64 = r0_;
    oC0_ = _e64;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    let _e11 = oDepth;
    let depth = _e11.x;
    return PsOut(c0_, depth);
}
