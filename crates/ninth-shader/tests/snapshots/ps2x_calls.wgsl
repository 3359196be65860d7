diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(0) @binding(6) var<uniform> cb: array<vec4u, 4>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  r0 = v0;
  p0.x = t0.x == 0.5;
  d3d_l0();
  if ((cb[0][1] != 0u)) { d3d_l1(); }
  if (p0.x) { d3d_l2(); }
  if (!p0.x) { d3d_l2(); }
  oC0 = r0;
}
fn d3d_l0() {
  r0 = r0 * vec4f(0.5);
}
fn d3d_l1() {
  r0 = vec4f(r0.xyz + cf[0].xyz, r0.w);
}
fn d3d_l2() {
  r0.w = t0.w * 0.25 + r0.w;
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
