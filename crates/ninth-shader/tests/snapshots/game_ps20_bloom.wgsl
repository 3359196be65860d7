diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 6>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r0 = r0 * cf[4].xxxx;
  r1 = vec4f(t0.xy + cf[0].xy, r1.zw);
  r2 = vec4f(t0.xy + (-cf[0].xy), r2.zw);
  r1 = textureSample(tex0, samp0, r1.xy);
  r2 = textureSample(tex0, samp0, r2.xy);
  r1 = r1 + r2;
  r0 = r1 * cf[4].yyyy + r0;
  r1 = vec4f(t0.xy + cf[1].xy, r1.zw);
  r2 = vec4f(t0.xy + (-cf[1].xy), r2.zw);
  r1 = textureSample(tex0, samp0, r1.xy);
  r2 = textureSample(tex0, samp0, r2.xy);
  r1 = r1 + r2;
  r0 = r1 * cf[4].zzzz + r0;
  r1 = vec4f(t0.xy + cf[2].xy, r1.zw);
  r2 = vec4f(t0.xy + (-cf[2].xy), r2.zw);
  r1 = textureSample(tex0, samp0, r1.xy);
  r2 = textureSample(tex0, samp0, r2.xy);
  r1 = r1 + r2;
  r0 = r1 * cf[4].wwww + r0;
  r1 = vec4f(t0.xy + cf[3].xy, r1.zw);
  r2 = vec4f(t0.xy + (-cf[3].xy), r2.zw);
  r1 = textureSample(tex0, samp0, r1.xy);
  r2 = textureSample(tex0, samp0, r2.xy);
  r1 = r1 + r2;
  r0 = r1 * cf[5].xxxx + r0;
  r3.x = dot(r0.xyz, vec3f(0.2125, 0.7154, 0.0721));
  r3.y = r3.x + (- 0.7);
  r3.y = max(r3.y, 0.0);
  r3.y = r3.y * 3.0;
  r3.z = d3d_rcp(r3.x);
  r3.y = r3.y * r3.z;
  r0 = vec4f(saturate(r0.xyz * r3.yyy), r0.w);
  r0.w = 1.0;
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
  out.c0 = oC0;
  return out;
}
