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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r6_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = r0_;
    r1_ = ((_e8 * vec4(2f)) + vec4(-1f));
    let _e16 = r1_;
    let _e20 = textureSample(tex1_, samp1_, _e16.xy);
    r2_ = _e20;
    let _e22 = r2_;
    r3_ = (_e22 * vec4(0.5f));
    let _e27 = r3_;
    let _e31 = textureSample(tex2_, samp2_, _e27.xy);
    r4_ = _e31;
    let _e33 = r4_;
    let _e34 = r2_;
    r5_ = (_e33 + _e34);
    let _e37 = r5_;
    let _e41 = textureSample(tex3_, samp3_, _e37.xy);
    r6_ = _e41;
    let _e43 = r6_;
    oC0_ = _e43;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
