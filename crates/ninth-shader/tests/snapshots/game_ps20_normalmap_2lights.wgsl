diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 5>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
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
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> t2: vec4f;
var<private> t3: vec4f;
var<private> oC0: vec4f;
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1 = textureSample(tex1, samp1, t0.xy);
  r1 = vec4f(r1.xyz * vec3f(2.0) + vec3f(-1.0), r1.w);
  r2 = vec4f((d3d_nrm(r1)).xyz, r2.w);
  r3 = vec4f((d3d_nrm(t1)).xyz, r3.w);
  r4 = vec4f((d3d_nrm(t3)).xyz, r4.w);
  r5.x = saturate(dot(r2.xyz, r3.xyz));
  r6 = vec4f(r3.xyz + r4.xyz, r6.w);
  r7 = vec4f((d3d_nrm(r6)).xyz, r7.w);
  r5.y = saturate(dot(r2.xyz, r7.xyz));
  r5.z = d3d_pow(r5.y, 32.0);
  r5.z = r5.z * r1.w;
  r8 = vec4f(r5.xxx * cf[0].xyz, r8.w);
  r8 = vec4f(r5.zzz * cf[1].xyz + r8.xyz, r8.w);
  r3 = vec4f((d3d_nrm(t2)).xyz, r3.w);
  r9.x = saturate(dot(r2.xyz, r3.xyz));
  r6 = vec4f(r3.xyz + r4.xyz, r6.w);
  r7 = vec4f((d3d_nrm(r6)).xyz, r7.w);
  r9.y = saturate(dot(r2.xyz, r7.xyz));
  r9.z = d3d_pow(r9.y, 32.0);
  r9.z = r9.z * r1.w;
  r8 = vec4f(r9.xxx * cf[2].xyz + r8.xyz, r8.w);
  r8 = vec4f(r9.zzz * cf[3].xyz + r8.xyz, r8.w);
  r8 = vec4f(r8.xyz + cf[4].xyz, r8.w);
  r0 = vec4f(r0.xyz * r8.xyz, r0.w);
  oC0 = r0;
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
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  t3 = input.l3;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
