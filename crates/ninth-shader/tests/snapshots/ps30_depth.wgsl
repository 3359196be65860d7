diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> oDepth: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v0.xy);
  oDepth = saturate(r0.xxxx * vec4f(0.5) + vec4f(0.001));
  oC0 = r0;
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
