diagnostic(off, derivative_uniformity);

@group(0) @binding(6) var<uniform> cb: array<vec4u, 4>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = v2;
  d3d_l0();
  if ((cb[0][0] != 0u)) { d3d_l1(); }
  if (!(cb[0][1] != 0u)) { d3d_l2(); }
  oC0 = r0;
}
fn d3d_l0() {
  r0 = r0 + vec4f(0.25);
  d3d_l1();
}
fn d3d_l1() {
  r0 = r0 * vec4f(0.75);
  d3d_l2();
}
fn d3d_l2() {
  r0 = vec4f(r0.xyz * vec3f(0.5) + vec3f(0.25), r0.w);
  d3d_l3();
}
fn d3d_l3() {
  r0.w = fract(r0.w);
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
