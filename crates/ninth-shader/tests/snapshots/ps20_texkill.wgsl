diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
var<private> d3d_kill: bool;
fn d3d_main() {
  if (any(t0 < vec4f(0.0))) {
    d3d_kill = true;
  }
  r0 = t1.xyyy - vec4f(0.5);
  if (any(r0 < vec4f(0.0))) {
    d3d_kill = true;
  }
  r1 = textureSample(tex0, samp0, t1.xy);
  oC0 = r1;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  d3d_main();
  var out: PsOut;
  if (d3d_kill) {
    discard;
  }
  out.c0 = oC0;
  return out;
}
