diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 5>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_2d<f32>;
@group(1) @binding(7) var samp3: sampler;
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
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> oC0: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v0.xy);
  r1 = textureSample(tex0, samp0, v0.zw);
  r0 = vec4f(r0.xyz + r1.xyz, r0.w);
  r0 = vec4f(r0.xyz * vec3f(2.0) + (- vec3f(2.0)), r0.w);
  r2 = vec4f((d3d_nrm(r0)).xyz, r2.w);
  r3 = vec4f((d3d_nrm(v2)).xyz, r3.w);
  r4.x = saturate(dot(r2.xyz, r3.xyz));
  r4.y = 1.0 + (-r4.x);
  r4.z = r4.y * r4.y;
  r4.z = r4.z * r4.z;
  r4.z = r4.z * r4.y;
  r4.w = 0.25 + r4.z * (1.0 - 0.25);
  r5.w = d3d_rcp(v1.w);
  r5 = vec4f(v1.xy * r5.ww, r5.zw);
  r5 = vec4f(r2.xy * vec2f(0.02) + r5.xy, r5.zw);
  r6 = textureSample(tex1, samp1, r5.xy);
  r7 = vec4f(v1.xy * r5.ww, r7.zw);
  r7 = vec4f(r2.xy * (- vec2f(0.02)) + r7.xy, r7.zw);
  r8 = textureSample(tex2, samp2, r7.xy);
  r9 = textureSample(tex3, samp3, r7.xy);
  r9.x = r9.x + (-v1.z);
  r9.x = saturate(r9.x * 5.0);
  r8 = vec4f(r8.xyz * cf[0].xyz, r8.w);
  r10 = vec4f(r8.xyz + r4.www * (r6.xyz - r8.xyz), r10.w);
  r11 = vec4f(r3.xyz + cf[1].xyz, r11.w);
  r12 = vec4f((d3d_nrm(r11)).xyz, r12.w);
  r12.w = saturate(dot(r2.xyz, r12.xyz));
  r12.w = d3d_pow(r12.w, cf[1].w);
  r10 = vec4f(r12.www * cf[2].xyz + r10.xyz, r10.w);
  r13.x = saturate(v3.x + (-cf[3].x));
  r13.x = r13.x * cf[3].y;
  r10 = vec4f(r10.xyz + r13.xxx * (cf[4].xyz - r10.xyz), r10.w);
  r10.w = r9.x;
  oC0 = r10;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l2;
  v3 = input.l3;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
