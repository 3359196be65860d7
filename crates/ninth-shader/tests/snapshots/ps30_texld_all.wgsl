diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
@group(1) @binding(30) 
var tex15_: texture_2d<f32>;
@group(1) @binding(31) 
var samp15_: sampler;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_cube<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r4_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_3d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> r12_: vec4<f32>;
var<private> r13_: vec4<f32>;
var<private> r14_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e8 = v0_;
    let _e10 = v0_;
    let _e14 = textureSample(tex0_, samp0_, (_e8.xy / vec2(_e10.w)));
    r1_ = _e14;
    let _e16 = v0_;
    let _e18 = v0_;
    let _e22 = textureSampleBias(tex15_, samp15_, _e16.xy, _e18.w);
    r2_ = _e22;
    let _e25 = v1_;
    let _e26 = _e25.xyz;
    let _e27 = r3_;
    r3_ = vec4<f32>(_e26.x, _e26.y, _e26.z, _e27.w);
    r3_.w = 2f;
    let _e36 = r3_;
    let _e38 = r3_;
    let _e42 = textureSampleLevel(tex1_, samp1_, _e36.xyz, _e38.w);
    r4_ = _e42;
    let _e44 = r3_;
    let _e46 = r3_;
    let _e50 = textureSampleLevel(tex2_, samp2_, _e44.xyz, _e46.w);
    r5_ = _e50;
    let _e52 = v1_;
    let _e54 = textureSample(tex1_, samp1_, _e52.xyz);
    r6_ = _e54;
    let _e56 = v1_;
    let _e58 = textureSample(tex2_, samp2_, _e56.xyz);
    r7_ = _e58;
    let _e60 = v0_;
    let _e61 = dpdx(_e60);
    r8_ = _e61;
    let _e63 = v0_;
    let _e64 = dpdy(_e63);
    r9_ = _e64;
    let _e66 = v0_;
    let _e68 = r8_;
    let _e70 = r9_;
    let _e72 = textureSampleGrad(tex0_, samp0_, _e66.xy, _e68.xy, _e70.xy);
    r10_ = _e72;
    let _e74 = v1_;
    let _e76 = r8_;
    let _e78 = r9_;
    let _e80 = textureSampleGrad(tex1_, samp1_, _e74.xyz, _e76.xyz, _e78.xyz);
    r11_ = _e80;
    let _e82 = v0_;
    let _e84 = textureSample(tex0_, samp0_, _e82.xy);
    let _e85 = r12_;
    r12_ = vec4<f32>(_e84.x, _e84.y, _e85.z, _e85.w);
    let _e92 = v0_;
    let _e94 = textureSample(tex0_, samp0_, _e92.yx);
    r13_.w = _e94.w;
    let _e98 = r3_;
    let _e100 = r3_;
    let _e102 = textureSampleLevel(tex2_, samp2_, _e98.xyz, _e100.w);
    let _e103 = r14_;
    r14_ = vec4<f32>(_e102.x, _e102.y, _e102.z, _e103.w);
    let _e109 = r0_;
    let _e110 = r1_;
    r0_ = (_e109 + _e110);
    let _e112 = r0_;
    let _e113 = r2_;
    r0_ = (_e112 + _e113);
    let _e115 = r0_;
    let _e116 = r4_;
    r0_ = (_e115 + _e116);
    let _e118 = r0_;
    let _e119 = r5_;
    r0_ = (_e118 + _e119);
    let _e121 = r0_;
    let _e122 = r6_;
    r0_ = (_e121 + _e122);
    let _e124 = r0_;
    let _e125 = r7_;
    r0_ = (_e124 + _e125);
    let _e127 = r0_;
    let _e128 = r10_;
    r0_ = (_e127 + _e128);
    let _e130 = r0_;
    let _e131 = r11_;
    r0_ = (_e130 + _e131);
    let _e133 = r0_;
    let _e135 = r12_;
    let _e137 = (_e133.xy + _e135.xy);
    let _e138 = r0_;
    r0_ = vec4<f32>(_e137.x, _e137.y, _e138.z, _e138.w);
    let _e144 = r0_;
    let _e146 = r13_;
    r0_.w = (_e144.w + _e146.w);
    let _e150 = r0_;
    let _e152 = r14_;
    let _e154 = (_e150.xyz + _e152.xyz);
    let _e155 = r0_;
    r0_ = vec4<f32>(_e154.x, _e154.y, _e154.z, _e155.w);
    let _e162 = r0_;
    oC0_ = _e162;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    v0_ = l0_;
    v1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
