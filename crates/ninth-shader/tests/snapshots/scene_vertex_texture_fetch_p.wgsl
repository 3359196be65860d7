diagnostic(off, derivative_uniformity);

var<private> v0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  oC0 = v0;
}
struct PsIn {
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
