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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_cube<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r3_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_3d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r4_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 2>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e11 = t1_;
    let _e17 = textureSample(tex1_, samp1_, (_e9.xy / vec2(_e11.w)));
    r1_ = _e17;
    let _e19 = t0_;
    let _e21 = t0_;
    let _e23 = textureSampleBias(tex0_, samp0_, _e19.xy, _e21.w);
    r2_ = _e23;
    let _e26 = t2_;
    let _e30 = textureSample(tex2_, samp2_, _e26.xyz);
    r3_ = _e30;
    let _e32 = t2_;
    let _e36 = textureSample(tex3_, samp3_, _e32.xyz);
    r4_ = _e36;
    let _e37 = r0_;
    let _e38 = r1_;
    r0_ = (_e37 + _e38);
    let _e40 = r0_;
    let _e41 = r2_;
    r0_ = (_e40 + _e41);
    let _e43 = r3_;
    let _e46 = cf[0];
    let _e48 = r0_;
    r0_ = ((_e43 * _e46) + _e48);
    let _e50 = r4_;
    let _e52 = cf[1];
    let _e54 = r0_;
    r0_ = ((_e50 * _e52) + _e54);
    let _e57 = r0_;
    oC0_ = _e57;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
