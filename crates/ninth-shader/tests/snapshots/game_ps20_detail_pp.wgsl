diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> t2: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1 = textureSample(tex1, samp1, t1.xy);
  r2 = textureSample(tex2, samp2, t2.xy);
  r1 = vec4f(r1.xyz * vec3f(2.0), r1.w);
  r0 = vec4f(r0.xyz * r1.xyz, r0.w);
  r0 = vec4f(r0.xyz * r2.xyz, r0.w);
  r0 = r0 * v0;
  r0 = vec4f(r0.xyz + cf[0].xyz, r0.w);
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
