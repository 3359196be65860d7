struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 9>;
@group(2) @binding(0) var tex0: texture_2d<f32>;
@group(2) @binding(1) var samp0: sampler;
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
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> o2: vec4f;
var<private> o3: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = vec4f(v0.xz * cf[0].xy + cf[0].zw, r0.zw);
  r0 = vec4f(r0.xy, vec2f(0.0));
  r1 = textureSampleLevel(tex0, samp0, r0.xy, r0.w);
  r2 = vec4f(r0.xy + cf[1].xy, r2.zw);
  r2 = vec4f(r2.xy, r0.xy + (-cf[1].xy));
  r3 = vec4f(r2.xy, r3.zw);
  r3 = vec4f(r3.xy, vec2f(0.0));
  r4 = textureSampleLevel(tex0, samp0, r3.xy, r3.w);
  r3 = vec4f(r2.zw, r3.zw);
  r5 = textureSampleLevel(tex0, samp0, r3.xy, r3.w);
  r6 = vec4f(r0.xy + cf[1].yx, r6.zw);
  r6 = vec4f(r6.xy, r0.xy + (-cf[1].yx));
  r3 = vec4f(r6.xy, r3.zw);
  r7 = textureSampleLevel(tex0, samp0, r3.xy, r3.w);
  r3 = vec4f(r6.zw, r3.zw);
  r8 = textureSampleLevel(tex0, samp0, r3.xy, r3.w);
  r9.x = r5.x + (-r4.x);
  r9.z = r8.x + (-r7.x);
  r9.y = cf[2].x;
  r10 = vec4f((d3d_nrm(r9)).xyz, r10.w);
  o2 = vec4f(r10.xyz, o2.w);
  r11 = v0;
  r11.y = r1.x * cf[2].y;
  {
    let t = r11.xz + (-cf[3].xz);
    r12 = vec4f(t.x, r12.y, t.y, r12.w);
  }
  {
    let t = r12.xz * r12.xz;
    r12 = vec4f(t.x, r12.y, t.y, r12.w);
  }
  r12.w = r12.x + r12.z;
  r12.w = d3d_rsq(r12.w);
  r12.w = d3d_rcp(r12.w);
  r12.w = saturate(r12.w * cf[3].w + (-cf[3].y));
  r11.y = v0.y + r12.w * (r11.y - v0.y);
  r13 = vec4f(dot(r11, cf[5]), dot(r11, cf[6]), dot(r11, cf[7]), dot(r11, cf[8]));
  o0 = r13;
  o1 = vec4f(r0.xy, o1.zw);
  o3.x = saturate(r13.w * cf[4].x + cf[4].y);
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(12) l12: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o1;
  out.l1 = o2;
  out.l12 = o3;
  return out;
}
