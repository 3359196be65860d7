diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = vec4f((d3d_nrm(t0)).xyz, r0.w);
  r1 = vec4f((d3d_nrm(v0)).xyz, r1.w);
  r2 = vec4f(cross(r0.xyz, r1.xyz), r2.w);
  r3.x = dot(r0.xyz, r1.xyz);
  r3.y = dot(t0, v0);
  r3.z = saturate(dot((-r2.xyz), r1.xyz));
  r3.w = dot(t0, cf[0]);
  r2.w = r3.x * 0.5 + r3.y;
  r2 = r2 + r3;
  oC0 = r2;
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
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
