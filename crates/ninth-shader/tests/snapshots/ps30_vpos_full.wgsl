diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> d3d_vpos: vec4f;
fn d3d_main() {
  r0 = d3d_vpos * cf[0];
  r0 = r0 + v0;
  oC0 = r0;
}
struct PsIn {
  @builtin(position) frag_coord: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  d3d_vpos = vec4f(input.frag_coord.xy - vec2f(0.5), 0.0, 0.0);
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
