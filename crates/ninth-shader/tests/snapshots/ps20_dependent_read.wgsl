diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_2d<f32>;
@group(1) @binding(7) var samp3: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1 = r0 * vec4f(2.0) + vec4f(-1.0);
  r2 = textureSample(tex1, samp1, r1.xy);
  r3 = r2 * vec4f(0.5);
  r4 = textureSample(tex2, samp2, r3.xy);
  r5 = r4 + r2;
  r6 = textureSample(tex3, samp3, r5.xy);
  oC0 = r6;
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
