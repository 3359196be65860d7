diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r0 = r0 * v0;
  r1.x = saturate(t1.x);
  r0 = vec4f(cf[0].xyz + r1.xxx * (r0.xyz - cf[0].xyz), r0.w);
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
