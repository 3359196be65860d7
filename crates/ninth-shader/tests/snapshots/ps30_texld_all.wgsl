diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_cube<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_3d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(30) var tex15: texture_2d<f32>;
@group(1) @binding(31) var samp15: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> r7: vec4f;
var<private> r8: vec4f;
var<private> r9: vec4f;
var<private> r10: vec4f;
var<private> r11: vec4f;
var<private> r12: vec4f;
var<private> r13: vec4f;
var<private> r14: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v0.xy);
  r1 = textureSample(tex0, samp0, v0.xy / v0.w);
  r2 = textureSampleBias(tex15, samp15, v0.xy, v0.w);
  r3 = vec4f(v1.xyz, r3.w);
  r3.w = 2.0;
  r4 = textureSampleLevel(tex1, samp1, r3.xyz, r3.w);
  r5 = textureSampleLevel(tex2, samp2, r3.xyz, r3.w);
  r6 = textureSample(tex1, samp1, v1.xyz);
  r7 = textureSample(tex2, samp2, v1.xyz);
  r8 = dpdx(v0);
  r9 = dpdy(v0);
  r10 = textureSampleGrad(tex0, samp0, v0.xy, r8.xy, r9.xy);
  r11 = textureSampleGrad(tex1, samp1, v1.xyz, r8.xyz, r9.xyz);
  r12 = vec4f((textureSample(tex0, samp0, v0.xy)).xy, r12.zw);
  r13.w = (textureSample(tex0, samp0, v0.yx)).w;
  r14 = vec4f((textureSampleLevel(tex2, samp2, r3.xyz, r3.w)).xyz, r14.w);
  r0 = r0 + r1;
  r0 = r0 + r2;
  r0 = r0 + r4;
  r0 = r0 + r5;
  r0 = r0 + r6;
  r0 = r0 + r7;
  r0 = r0 + r10;
  r0 = r0 + r11;
  r0 = vec4f(r0.xy + r12.xy, r0.zw);
  r0.w = r0.w + r13.w;
  r0 = vec4f(r0.xyz + r14.xyz, r0.w);
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
