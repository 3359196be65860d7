diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 11>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_cube<f32>;
@group(1) @binding(7) var samp3: sampler;
@group(1) @binding(8) var tex4: texture_2d<f32>;
@group(1) @binding(9) var samp4: sampler;
@group(1) @binding(10) var tex5: texture_2d<f32>;
@group(1) @binding(11) var samp5: sampler;
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
var<private> r15: vec4f;
var<private> r16: vec4f;
var<private> r17: vec4f;
var<private> r18: vec4f;
var<private> r19: vec4f;
var<private> r20: vec4f;
var<private> r21: vec4f;
var<private> r22: vec4f;
var<private> r23: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> v4: vec4f;
var<private> v5: vec4f;
var<private> v6: vec4f;
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
  r1 = textureSample(tex1, samp1, v0.xy);
  r2 = textureSample(tex2, samp2, v0.xy);
  r1 = vec4f(r1.xyz * vec3f(2.0) + vec3f(-1.0), r1.w);
  r3 = vec4f((d3d_nrm(r1)).xyz, r3.w);
  r4 = vec4f(r3.xxx * v1.xyz, r4.w);
  r4 = vec4f(r3.yyy * v2.xyz + r4.xyz, r4.w);
  r4 = vec4f(r3.zzz * v3.xyz + r4.xyz, r4.w);
  r5 = vec4f((d3d_nrm(r4)).xyz, r5.w);
  r6 = vec4f((d3d_nrm(v5)).xyz, r6.w);
  r7 = vec4f(0.0);
  r8 = vec4f(0.0);
  r9.x = saturate(dot(r5.xyz, (-cf[1].xyz)));
  r7 = vec4f(r9.xxx * cf[4].xyz + r7.xyz, r7.w);
  r10 = vec4f(r6.xyz + (-cf[1].xyz), r10.w);
  r11 = vec4f((d3d_nrm(r10)).xyz, r11.w);
  r9.y = saturate(dot(r5.xyz, r11.xyz));
  r9.z = r2.w * 64.0;
  r9.y = d3d_pow(r9.y, r9.z);
  r8 = vec4f(r9.yyy * cf[4].xyz + r8.xyz, r8.w);
  r9.x = saturate(dot(r5.xyz, (-cf[2].xyz)));
  r7 = vec4f(r9.xxx * cf[5].xyz + r7.xyz, r7.w);
  r10 = vec4f(r6.xyz + (-cf[2].xyz), r10.w);
  r11 = vec4f((d3d_nrm(r10)).xyz, r11.w);
  r9.y = saturate(dot(r5.xyz, r11.xyz));
  r9.z = r2.w * 64.0;
  r9.y = d3d_pow(r9.y, r9.z);
  r8 = vec4f(r9.yyy * cf[5].xyz + r8.xyz, r8.w);
  r9.x = saturate(dot(r5.xyz, (-cf[3].xyz)));
  r7 = vec4f(r9.xxx * cf[6].xyz + r7.xyz, r7.w);
  r10 = vec4f(r6.xyz + (-cf[3].xyz), r10.w);
  r11 = vec4f((d3d_nrm(r10)).xyz, r11.w);
  r9.y = saturate(dot(r5.xyz, r11.xyz));
  r9.z = r2.w * 64.0;
  r9.y = d3d_pow(r9.y, r9.z);
  r8 = vec4f(r9.yyy * cf[6].xyz + r8.xyz, r8.w);
  r12.x = dot(r6.xyz, r5.xyz);
  r12.x = r12.x + r12.x;
  r12 = vec4f(r5.xyz * (-r12.xxx) + r6.xyz, r12.w);
  r13 = textureSample(tex3, samp3, r12.xyz);
  r14.x = saturate(dot(r6.xyz, r5.xyz));
  r14.x = 1.0 + (-r14.x);
  r14.x = d3d_pow(r14.x, 5.0);
  r14.x = 0.04 + r14.x * (1.0 - 0.04);
  r15.w = d3d_rcp(v4.w);
  r15 = vec4f(v4.xyz * r15.www, r15.w);
  r16 = vec4f(r15.xy + cf[0].xy, r16.zw);
  r17 = textureSample(tex4, samp4, r16.xy);
  r16 = vec4f(r15.xy + (-cf[0].xy), r16.zw);
  r18 = textureSample(tex4, samp4, r16.xy);
  r16 = vec4f(r15.xy + cf[0].zw, r16.zw);
  r19 = textureSample(tex4, samp4, r16.xy);
  r16 = vec4f(r15.xy + (-cf[0].zw), r16.zw);
  r20 = textureSample(tex4, samp4, r16.xy);
  r21.x = r17.x;
  r21.y = r18.x;
  r21.z = r19.x;
  r21.w = r20.x;
  r21 = r21 + (-r15.zzzz);
  r21 = select(vec4f(0.0), vec4f(1.0), r21 >= vec4f(0.0));
  r21.x = dot(r21, vec4f(0.25));
  r7 = vec4f(r7.xyz * r21.xxx, r7.w);
  r8 = vec4f(r8.xyz * r21.xxx, r8.w);
  r7 = vec4f(r7.xyz + cf[7].xyz, r7.w);
  r0 = vec4f(r0.xyz * r7.xyz, r0.w);
  r0 = vec4f(r8.xyz * r2.xyz + r0.xyz, r0.w);
  r13 = vec4f(r13.xyz * r14.xxx, r13.w);
  r0 = vec4f(r13.xyz * r2.www + r0.xyz, r0.w);
  r22 = textureSample(tex5, samp5, v0.xy);
  r0 = vec4f(r22.xyz * cf[8].xyz + r0.xyz, r0.w);
  r23.x = v6.x * cf[9].x;
  r23.x = r23.x * r23.x;
  r23.x = saturate(exp2((-r23.x)));
  r0 = vec4f(cf[10].xyz + r23.xxx * (r0.xyz - cf[10].xyz), r0.w);
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
  @location(4) l4: vec4f,
  @location(5) l5: vec4f,
  @location(12) l12: vec4f,
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
  v4 = input.l4;
  v5 = input.l5;
  v6 = input.l12;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
