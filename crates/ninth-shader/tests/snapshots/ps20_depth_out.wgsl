diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> oDepth: vec4f;
fn d3d_main() {
  r0.x = saturate(t0.z * 0.5 + 0.5);
  oDepth = r0.xxxx;
  oC0 = t0;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
  @builtin(frag_depth) depth: f32,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.depth = oDepth.x;
  return out;
}
