diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_2d<f32>;
@group(1) @binding(7) var samp3: sampler;
@group(1) @binding(8) var tex4: texture_2d<f32>;
@group(1) @binding(9) var samp4: sampler;
@group(1) @binding(10) var tex5: texture_2d<f32>;
@group(1) @binding(11) var samp5: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> t2: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1 = textureSample(tex1, samp1, t1.xy);
  r2 = textureSample(tex2, samp2, t1.xy);
  r3 = textureSample(tex3, samp3, t1.xy);
  r4 = textureSample(tex4, samp4, t1.xy);
  r5 = textureSample(tex5, samp5, t2.xy);
  r1 = r1 * r0.xxxx;
  r1 = r2 * r0.yyyy + r1;
  r1 = r3 * r0.zzzz + r1;
  r6.x = dot(r0.xyz, vec3f(1.0));
  r6.x = saturate(1.0 + (-r6.x));
  r1 = r4 * r6.xxxx + r1;
  r1 = vec4f(r1.xyz * r5.xyz, r1.w);
  r1 = vec4f(r1.xyz * vec3f(2.0), r1.w);
  r1.w = 1.0;
  oC0 = r1;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
