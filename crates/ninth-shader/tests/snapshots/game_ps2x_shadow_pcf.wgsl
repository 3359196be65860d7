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
var<private> r8: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> t2: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0.w = d3d_rcp(t1.w);
  r0 = vec4f(t1.xyz * r0.www, r0.w);
  r0.z = r0.z + (-cf[0].x);
  r1 = textureSample(tex1, samp1, r0.xy);
  r2 = vec4f(r0.xy + cf[0].zy, r2.zw);
  r2 = textureSample(tex1, samp1, r2.xy);
  r3 = vec4f(r0.xy + cf[0].yw, r3.zw);
  r3 = textureSample(tex1, samp1, r3.xy);
  r4 = vec4f(r0.xy + cf[0].zw, r4.zw);
  r4 = textureSample(tex1, samp1, r4.xy);
  r1.x = r1.x + (-r0.z);
  r1.y = r2.x + (-r0.z);
  r1.z = r3.x + (-r0.z);
  r1.w = r4.x + (-r0.z);
  r5 = select(vec4f(0.0), vec4f(1.0), r1 >= vec4f(0.0));
  r5.x = dot(r5, vec4f(0.25));
  p0.x = t1.w < 0.0;
  {
    let t = 1.0;
    r5 = select(r5, vec4f(t, r5.y, r5.z, r5.w), p0.xxxx);
  }
  r6 = vec4f((d3d_nrm(t2)).xyz, r6.w);
  r6.w = saturate(dot(r6.xyz, cf[1].xyz));
  r6.w = r6.w * r5.x;
  r7 = textureSample(tex0, samp0, t0.xy);
  r8 = vec4f(r6.www * cf[2].xyz + cf[3].xyz, r8.w);
  r7 = vec4f(r7.xyz * r8.xyz, r7.w);
  r7 = r7 * v0;
  oC0 = r7;
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
