diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> d3d_vpos: vec4f;
var<private> d3d_vface: vec4f;
fn d3d_main() {
  r0 = vec4f(d3d_vpos.xy * vec2f(0.5), r0.zw);
  r0 = vec4f(fract(r0.xy), r0.zw);
  r1 = select(vec4f(-1.0), vec4f(1.0), d3d_vface >= vec4f(0.0));
  if (d3d_vface.x < 0.0) {
    r0.z = 1.0;
  } else {
    r0.z = 0.0;
  }
  r0.w = r1.x * 0.5 + 0.5;
  r0 = vec4f(r0.xy + v0.xy, r0.zw);
  oC0 = r0;
}
struct PsIn {
  @builtin(position) frag_coord: vec4f,
  @builtin(front_facing) front: bool,
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  d3d_vpos = vec4f(input.frag_coord.xy - vec2f(0.5), 0.0, 0.0);
  d3d_vface = vec4f(select(-1.0, 1.0, input.front));
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
