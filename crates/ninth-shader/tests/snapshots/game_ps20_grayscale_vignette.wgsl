diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1.x = dot(r0.xyz, vec3f(0.299, 0.587, 0.114));
  r2 = vec4f(r1.xxx * vec3f(1.2, 1.0, 0.8), r2.w);
  r3 = vec4f(t0.xy + (- vec2f(0.5)), r3.zw);
  r3.z = dot(r3.xy, r3.xy) + 0.0;
  r3.w = saturate(r3.z * (- 1.4) + 1.0);
  r2 = vec4f(r2.xyz * r3.www, r2.w);
  r2 = vec4f(r2.xyz + (- vec3f(0.5)), r2.w);
  r2 = vec4f(r2.xyz * cf[0].xxx + vec3f(0.5), r2.w);
  r4 = vec4f(r0.xyz + cf[0].yyy * (r2.xyz - r0.xyz), r4.w);
  r4.w = r0.w;
  oC0 = r4;
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
