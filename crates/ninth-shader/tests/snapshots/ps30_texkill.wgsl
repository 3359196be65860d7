diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oC0: vec4f;
var<private> d3d_kill: bool;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v1.xy);
  r1 = r0.wwww - vec4f(0.5);
  if (any(r1 < vec4f(0.0))) {
    d3d_kill = true;
  }
  if (any(v0 < vec4f(0.0))) {
    d3d_kill = true;
  }
  if (r0.x > 0.5) {
    if (any(r0 < vec4f(0.0))) {
      d3d_kill = true;
    }
  }
  oC0 = r0;
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
  v0 = input.l0;
  v1 = input.l1;
  d3d_main();
  var out: PsOut;
  if (d3d_kill) {
    discard;
  }
  out.c0 = oC0;
  return out;
}
