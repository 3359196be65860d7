diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oDepth: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = _e2.xyz;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e3.z, _e4.w);
    let _e12 = t1_;
    let _e16 = textureSample(tex1_, samp1_, _e12.xy);
    r1_ = _e16;
    let _e18 = r0_;
    let _e23 = (_e18.xy * vec2<f32>(1f, 0.5f));
    let _e24 = r5_;
    r5_ = vec4<f32>(_e23.x, _e23.y, _e24.z, _e24.w);
    let _e31 = r5_;
    let _e33 = r5_;
    oDepth.x = select(saturate((_e31.x / _e33.y)), 1f, (_e33.y == 0f));
    let _e41 = r1_;
    r0_ = _e41;
    let _e43 = r0_;
    oC0_ = _e43;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    let _e7 = oDepth;
    let depth = _e7.x;
    return PsOut(c0_, depth);
}
