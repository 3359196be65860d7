diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> d3d_kill: bool;
fn d3d_main() {
  r1 = t0.xyxy - vec4f(0.25, 0.25, 0.0, 0.0);
  if (any(r1 < vec4f(0.0))) {
    d3d_kill = true;
  }
  r0 = textureSample(tex0, samp0, t0.xy);
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  if (d3d_kill) {
    discard;
  }
  out.c0 = oC0;
  return out;
}
