diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = dpdx(t0);
  r1 = dpdy(t0.yxwz);
  r2 = vec4f(dpdx((-t0.xy)), r2.zw);
  r2 = vec4f(r2.xy, dpdy(t0.zw));
  r0 = r0 + r1;
  r0 = r0 + r2;
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
