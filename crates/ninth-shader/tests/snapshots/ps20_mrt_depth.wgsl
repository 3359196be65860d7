diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> oC1: vec4f;
var<private> oC2: vec4f;
var<private> oC3: vec4f;
var<private> oDepth: vec4f;
fn d3d_main() {
  oC0 = v0;
  oC1 = v1;
  r0 = t0 * vec4f(0.5);
  oC2 = r0;
  oC3 = vec4f(1.0, 0.5, 0.25, 0.0);
  oDepth = t0.zzzz;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
  @location(1) c1: vec4f,
  @location(2) c2: vec4f,
  @location(3) c3: vec4f,
  @builtin(frag_depth) depth: f32,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  v0 = input.l10;
  v1 = input.l11;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  out.c3 = oC3;
  out.depth = oDepth.x;
  return out;
}
