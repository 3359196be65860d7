diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> oDepth: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_main() {
  r0.x = d3d_rcp(v0.y);
  r0.x = v0.x * r0.x;
  oDepth = r0.xxxx;
  oC0 = r0.xxxx;
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
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.depth = oDepth.x;
  return out;
}
