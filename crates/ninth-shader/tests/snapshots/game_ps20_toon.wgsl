diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> r7: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> t2: vec4f;
var<private> oC0: vec4f;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1 = vec4f((d3d_nrm(t1)).xyz, r1.w);
  r2 = vec4f((d3d_nrm(t2)).xyz, r2.w);
  r3.x = dot(r1.xyz, cf[0].xyz);
  r4 = r3.xxxx + (- vec4f(0.2, 0.5, 0.8, 0.0));
  r5.x = select(0.0, 0.35, r4.x >= 0.0);
  r5.y = select(r5.x, 0.65, r4.y >= 0.0);
  r5.z = select(r5.y, 1.0, r4.z >= 0.0);
  r6.x = saturate(dot(r1.xyz, r2.xyz));
  r6.x = 1.0 + (-r6.x);
  r6.x = r6.x * r6.x;
  r6.x = r6.x * 0.6;
  r7 = vec4f(r0.xyz * r5.zzz + r6.xxx, r7.w);
  r7.w = r0.w;
  oC0 = r7;
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
