diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 4>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = vec4f(t0.xy, r0.zw);
  r0.z = 1.0;
  r1 = vec4f((d3d_nrm(r0)).xyz, r1.w);
  r2 = vec4f(cross(r1.xyz, cf[0].xyz), r2.w);
  r3.x = dot(t0.xy, cf[0].xy) + -0.5;
  r4 = select(cf[0], v0, r3.xxxx >= vec4f(0.0));
  r5 = r2 + t0.xxxx * (r4 - r2);
  r6 = vec4f(vec3f(dot(r1.xyz, cf[1].xyz), dot(r1.xyz, cf[2].xyz), dot(r1.xyz, cf[3].xyz)), r6.w);
  r5 = vec4f(r6.xyz * vec3f(0.5) + r5.xyz, r5.w);
  r5.w = 1.0;
  oC0 = r5;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
