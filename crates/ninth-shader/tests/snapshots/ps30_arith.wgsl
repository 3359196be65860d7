diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 4>;
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
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = v0 + cf[0];
  r1 = v2 - (-cf[1]);
  r2 = r0 * r1.wzyx;
  r3 = r2 * cf[2] + (-r1);
  r4.x = d3d_rcp(v0.x);
  r4.y = d3d_rsq(abs(v0.y));
  r4.z = exp2(v1.x);
  r4.w = d3d_log(abs(v1.y));
  r5 = vec4f(d3d_pow(r4.x, 2.0));
  r6 = fract(v0);
  r7 = min(r3, r6);
  r8 = max(r7, (-abs(r6)));
  r9 = abs(r8);
  r10 = vec4f((d3d_nrm(r9)).xyz, r10.w);
  r11 = vec4f(cross(r10.xyz, v0.xyz), r11.w);
  r11.w = 1.0;
  r12 = r9 + v1.xxxx * (r11 - r9);
  r13 = select(r12, vec4f(0.5, 0.25, 0.75, 1.0), (-abs(r12)) >= vec4f(0.0));
  r14.x = dot(v1.xy, cf[3].xy) + 0.5;
  r14.y = dot(r13.xyz, v2.xyz);
  r14.z = dot(r13, v0);
  r15.x = cos(v1.y);
  r14.w = r15.x;
  r0 = r12 + r14;
  r0 = r0 + r5;
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
