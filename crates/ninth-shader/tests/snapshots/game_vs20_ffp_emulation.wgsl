struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 18>;
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
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> oPos: vec4f;
var<private> oFog: vec4f;
var<private> oD0: vec4f;
var<private> oD1: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
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
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
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
  r3 = vec4f((d3d_nrm((-r0))).xyz, r3.w);
  r4 = cf[7];
  r5 = vec4f(0.0);
  r6.x = dot(r2.xyz, (-cf[9].xyz));
  r6.x = max(r6.x, 0.0);
  r4 = vec4f(r6.xxx * cf[10].xyz + r4.xyz, r4.w);
  r7 = vec4f(r3.xyz + (-cf[9].xyz), r7.w);
  r8 = vec4f((d3d_nrm(r7)).xyz, r8.w);
  r6.y = dot(r2.xyz, r8.xyz);
  r6.y = max(r6.y, 0.0);
  r6.y = d3d_pow(r6.y, cf[8].w);
  r5 = vec4f(r6.yyy * cf[11].xyz + r5.xyz, r5.w);
  r6.z = dot(r2.xyz, (-cf[12].xyz));
  r6.z = max(r6.z, 0.0);
  r4 = vec4f(r6.zzz * cf[13].xyz + r4.xyz, r4.w);
  r7 = vec4f(r3.xyz + (-cf[12].xyz), r7.w);
  r8 = vec4f((d3d_nrm(r7)).xyz, r8.w);
  r6.w = dot(r2.xyz, r8.xyz);
  r6.w = max(r6.w, 0.0);
  r6.w = d3d_pow(r6.w, cf[8].w);
  r5 = vec4f(r6.www * cf[14].xyz + r5.xyz, r5.w);
  r4 = r4 * v2;
  oD0 = min(r4, vec4f(1.0));
  oD1 = r5;
  r9.x = dot(r3.xyz, r2.xyz);
  r9.x = r9.x + r9.x;
  r9 = vec4f(r2.xyz * r9.xxx + (-r3.xyz), r9.w);
  oT1 = vec4f(r9.xyz, oT1.w);
  r10 = vec4f(v3.xy, r10.zw);
  r10.z = 1.0;
  oT0 = vec4f(vec2f(dot(r10.xyz, cf[15].xyz), dot(r10.xyz, cf[16].xyz)), oT0.zw);
  r11.x = dot(r0.xyz, r0.xyz);
  r11.x = d3d_rsq(r11.x);
  r11.x = d3d_rcp(r11.x);
  r11.y = cf[17].y + (-r11.x);
  oFog = r11.yyyy * cf[17].zzzz;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
  @location(3) i3: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
  @location(12) l12: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  v3 = vec4f(input.i3);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = oT1;
  out.l10 = saturate(oD0);
  out.l11 = saturate(oD1);
  out.l12 = oFog;
  return out;
}
