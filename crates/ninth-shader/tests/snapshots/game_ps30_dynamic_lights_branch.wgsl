diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 4>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> r7: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> oC0: vec4f;
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v0.xy);
  r1 = vec4f((d3d_nrm(v1)).xyz, r1.w);
  r2 = vec4f((d3d_nrm(v2)).xyz, r2.w);
  r3 = vec4f(0.0);
  r4.x = dot(r1.xyz, (-cf[0].xyz));
  if (r4.x > 0.0) {
    r5 = textureSample(tex1, samp1, v3.xy / v3.w);
    if (r5.x > v3.z) {
      r3 = vec4f(r4.xxx * cf[1].xyz + r3.xyz, r3.w);
      r6 = vec4f(r2.xyz + (-cf[0].xyz), r6.w);
      r7 = vec4f((d3d_nrm(r6)).xyz, r7.w);
      r4.y = saturate(dot(r1.xyz, r7.xyz));
      r4.y = d3d_pow(r4.y, 32.0);
      r3 = vec4f(r4.yyy * cf[2].xyz + r3.xyz, r3.w);
    }
  }
  r3 = vec4f(r3.xyz + cf[3].xyz, r3.w);
  r0 = vec4f(r0.xyz * r3.xyz, r0.w);
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l2;
  v3 = input.l3;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
