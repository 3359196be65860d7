diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 3>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> r7: vec4f;
var<private> r8: vec4f;
var<private> r9: vec4f;
var<private> r10: vec4f;
var<private> r11: vec4f;
var<private> r12: vec4f;
var<private> r13: vec4f;
var<private> r14: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> aL: i32;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = vec4f((d3d_nrm(v1)).xyz, r0.w);
  r0.w = d3d_rcp(r0.z);
  r1 = vec4f(r0.xy * r0.ww, r1.zw);
  r1 = vec4f(r1.xy * vec2f(0.05), r1.zw);
  r1 = vec4f(r1.xy * vec2f(0.0625), r1.zw);
  r2 = vec4f(dpdx(v0.xy), r2.zw);
  r3 = vec4f(dpdy(v0.xy), r3.zw);
  r4 = vec4f(v0.xy, r4.zw);
  r4.z = 1.0;
  r5 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(16, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r6 = textureSampleGrad(tex1, samp1, r4.xy, r2.xy, r3.xy);
      if (r6.w >= r4.z) { break; }
      r4 = vec4f(r4.xy + (-r1.xy), r4.zw);
      r4.z = r4.z + (- 0.0625);
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  r7 = textureSample(tex0, samp0, r4.xy);
  r8 = textureSample(tex2, samp2, r4.xy);
  r8 = vec4f(r8.xyz * vec3f(2.0) + vec3f(-1.0), r8.w);
  r9 = vec4f((d3d_nrm(r8)).xyz, r9.w);
  r10 = vec4f((d3d_nrm(v2)).xyz, r10.w);
  r11.x = saturate(dot(r9.xyz, r10.xyz));
  r12 = vec4f(r10.xyz + r0.xyz, r12.w);
  r13 = vec4f((d3d_nrm(r12)).xyz, r13.w);
  r11.y = saturate(dot(r9.xyz, r13.xyz));
  r11.z = d3d_pow(r11.y, cf[0].w);
  r14 = vec4f(r11.xxx * cf[0].xyz + cf[1].xyz, r14.w);
  r7 = vec4f(r7.xyz * r14.xyz, r7.w);
  r7 = vec4f(r11.zzz * cf[2].xyz + r7.xyz, r7.w);
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
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l2;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
