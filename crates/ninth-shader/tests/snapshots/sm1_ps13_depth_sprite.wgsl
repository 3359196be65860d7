diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r24_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> oDepth: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    r24_.x = dot(_e9.xyz, _e11.xyz);
    let _e16 = t2_;
    let _e18 = r16_;
    r24_.y = dot(_e16.xyz, _e18.xyz);
    let _e23 = r24_;
    let _e25 = r24_;
    oDepth.x = select(saturate((_e23.x / _e25.y)), 1f, (_e25.y == 0f));
    let _e36 = t3_;
    let _e40 = textureSample(tex3_, samp3_, _e36.xy);
    r19_ = _e40;
    let _e42 = r19_;
    let _e45 = v0_;
    let _e47 = (_e42.xyz * _e45.xyz);
    let _e48 = r0_;
    r0_ = vec4<f32>(_e47.x, _e47.y, _e47.z, _e48.w);
    let _e54 = r19_;
    r0_.w = _e54.w;
    let _e58 = r0_;
    oC0_ = _e58;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    let _e13 = oDepth;
    let depth = _e13.x;
    return PsOut(c0_, depth);
}
