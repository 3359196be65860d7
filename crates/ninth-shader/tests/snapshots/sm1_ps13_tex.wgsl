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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
var<private> r24_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> oDepth: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e8 = r16_;
    let _e12 = textureSample(tex1_, samp1_, _e8.yz);
    r17_ = _e12;
    let _e15 = t2_;
    let _e17 = r16_;
    r24_.x = dot(_e15.xyz, ((vec3(2f) * _e17.xyz) - vec3(1f)));
    let _e28 = t3_;
    let _e30 = r16_;
    r24_.y = dot(_e28.xyz, ((vec3(2f) * _e30.xyz) - vec3(1f)));
    let _e39 = r24_;
    let _e41 = r24_;
    oDepth.x = select(saturate((_e39.x / _e41.y)), 1f, (_e41.y == 0f));
    let _e50 = r17_;
    let _e51 = r16_;
    r0_ = (_e50 + _e51);
    let _e53 = r0_;
    let _e55 = v0_;
    r0_ = (_e53 * _e55);
    let _e58 = r0_;
    oC0_ = _e58;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t2_ = l2_;
    t3_ = l3_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    let _e11 = oDepth;
    let depth = _e11.x;
    return PsOut(c0_, depth);
}
