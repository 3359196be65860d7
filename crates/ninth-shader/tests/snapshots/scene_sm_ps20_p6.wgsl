diagnostic(off, derivative_uniformity);

@group(1) @binding(4) var tex2: texture_cube<f32>;
@group(1) @binding(5) var samp2: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = vec4f(t0.xy * vec2f(2.0) + vec2f(-1.0), r0.zw);
  r0.z = -1.0;
  r0.w = 0.0;
  r1 = textureSample(tex2, samp2, r0.xyz);
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
