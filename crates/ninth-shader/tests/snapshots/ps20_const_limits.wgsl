diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 2>;
var<private> r9: vec4f;
var<private> r10: vec4f;
var<private> r11: vec4f;
var<private> v1: vec4f;
var<private> t7: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r11 = vec4f(1.0);
  r10 = t7 * cf[1] + r11;
  r9 = v1 * cf[0].wwww;
  r11 = r10 + r9;
  oC0 = r11;
}
struct PsIn {
  @location(7) l7: vec4f,
  @location(11) l11: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t7 = input.l7;
  v1 = input.l11;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
