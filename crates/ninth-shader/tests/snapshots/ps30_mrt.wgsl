diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> oC1: vec4f;
var<private> oC2: vec4f;
var<private> oC3: vec4f;
fn d3d_main() {
  oC0 = v2;
  oC1 = v0;
  r0 = v2 * vec4f(0.5);
  oC2 = r0;
  oC3 = v1.xyxy * vec4f(0.75) + vec4f(1.0);
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
  @location(1) c1: vec4f,
  @location(2) c2: vec4f,
  @location(3) c3: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  out.c3 = oC3;
  return out;
}
