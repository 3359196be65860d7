struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 8>;
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
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> oD1: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
var<private> oT2: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(vec3f(dot(v0, cf[4]), dot(v0, cf[5]), dot(v0, cf[6])), r0.w);
  r1 = vec4f(vec3f(dot(v1.xyz, cf[4].xyz), dot(v1.xyz, cf[5].xyz), dot(v1.xyz, cf[6].xyz)), r1.w);
  r2 = vec4f((d3d_nrm(r1)).xyz, r2.w);
  r3 = vec4f((d3d_nrm(r0)).xyz, r3.w);
  r4.x = dot(r3.xyz, r2.xyz);
  r4.y = r4.x + r4.x;
  r5 = vec4f(r2.xyz * (-r4.yyy) + r3.xyz, r5.w);
  oT1 = vec4f(r5.xyz, oT1.w);
  r6.z = r5.z + 1.0;
  r6 = vec4f(r5.xy * r5.xy, r6.zw);
  r6.w = r6.z * r6.z + r6.x;
  r6.w = r6.w + r6.y;
  r6.w = d3d_rsq(r6.w);
  r6.w = r6.w * 0.5;
  oT2 = vec4f(r5.xy * r6.ww + vec2f(0.5), oT2.zw);
  r7.x = 1.0 + r4.x;
  r7.y = r7.x * r7.x;
  r7.y = r7.y * r7.y;
  r7.y = r7.y * r7.x;
  oD1 = r7.yyyy;
  oT0 = vec4f(v2.xy, oT0.zw);
  oD0 = cf[7];
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = oT1;
  out.l2 = oT2;
  out.l10 = saturate(oD0);
  out.l11 = saturate(oD1);
  return out;
}
