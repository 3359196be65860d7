diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = vec4f(v0.xy, r0.zw);
  r0.z = cf[0].x;
  r0.w = cf[0].y;
  r1 = textureSampleLevel(tex0, samp0, r0.xy, r0.w);
  oC0 = r1;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
