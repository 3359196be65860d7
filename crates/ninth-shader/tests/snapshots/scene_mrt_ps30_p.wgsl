diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oC0: vec4f;
var<private> oC1: vec4f;
var<private> oC2: vec4f;
fn d3d_main() {
  oC0 = v1;
  r0 = vec4f(v0.xy, r0.zw);
  r0 = vec4f(r0.xy, vec2f(1.0));
  oC1 = r0;
  r1 = vec4f(1.0) + (-v1);
  r1.w = v0.x * v0.y;
  oC2 = r1;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
  @location(1) c1: vec4f,
  @location(2) c2: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  return out;
}
