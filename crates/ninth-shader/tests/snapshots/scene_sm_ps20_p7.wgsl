diagnostic(off, derivative_uniformity);

@group(1) @binding(6) var tex3: texture_3d<f32>;
@group(1) @binding(7) var samp3: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = vec4f(t0.xy, r0.zw);
  r0.z = t0.x;
  r1 = textureSample(tex3, samp3, r0.xyz);
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
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
