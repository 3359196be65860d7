struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 256>;
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
var<private> v4: vec4f;
var<private> v5: vec4f;
var<private> a0: vec4i;
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
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 1) {
    return vec4f(3.0, 0.0, 0.0, 0.0);
  }
  if (i == 0) {
    return vec4f(765.01, 1.0, 0.0, 0.5);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = v2.zyxw * vec4f(765.01);
  r0 = r0 * vec4f(3.0);
  r1.x = dot(v1.xyz, vec3f(1.0));
  r1.w = 1.0 + (-r1.x);
  a0.x = i32(floor(r0.x + 0.5));
  r2 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.x + 20)), dot(v0, d3d_c_rel(a0.x + 21)), dot(v0, d3d_c_rel(a0.x + 22))), r2.w);
  r3 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.x + 20).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 21).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 22).xyz)), r3.w);
  r4 = vec4f(r2.xyz * v1.xxx, r4.w);
  r5 = vec4f(r3.xyz * v1.xxx, r5.w);
  a0.x = i32(floor(r0.y + 0.5));
  r2 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.x + 20)), dot(v0, d3d_c_rel(a0.x + 21)), dot(v0, d3d_c_rel(a0.x + 22))), r2.w);
  r3 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.x + 20).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 21).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 22).xyz)), r3.w);
  r4 = vec4f(r2.xyz * v1.yyy + r4.xyz, r4.w);
  r5 = vec4f(r3.xyz * v1.yyy + r5.xyz, r5.w);
  a0.x = i32(floor(r0.z + 0.5));
  r2 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.x + 20)), dot(v0, d3d_c_rel(a0.x + 21)), dot(v0, d3d_c_rel(a0.x + 22))), r2.w);
  r3 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.x + 20).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 21).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 22).xyz)), r3.w);
  r4 = vec4f(r2.xyz * v1.zzz + r4.xyz, r4.w);
  r5 = vec4f(r3.xyz * v1.zzz + r5.xyz, r5.w);
  a0.x = i32(floor(r0.w + 0.5));
  r2 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.x + 20)), dot(v0, d3d_c_rel(a0.x + 21)), dot(v0, d3d_c_rel(a0.x + 22))), r2.w);
  r3 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.x + 20).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 21).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 22).xyz)), r3.w);
  r4 = vec4f(r2.xyz * r1.www + r4.xyz, r4.w);
  r5 = vec4f(r3.xyz * r1.www + r5.xyz, r5.w);
  r4.w = 1.0;
  oPos.x = dot(r4, cf[2]);
  oPos.y = dot(r4, cf[3]);
  r6.z = dot(r4, cf[4]);
  r6.w = dot(r4, cf[5]);
  oPos = vec4f(oPos.xy, r6.zw);
  r5.w = dot(r5.xyz, r5.xyz);
  r5.w = d3d_rsq(r5.w);
  r5 = vec4f(r5.xyz * r5.www, r5.w);
  r7.x = dot(r5.xyz, (-cf[6].xyz));
  r7.x = max(r7.x, 0.0);
  r8 = vec4f(r7.xxx * cf[7].xyz + cf[8].xyz, r8.w);
  r8.w = cf[7].w;
  oD0 = r8;
  r9 = vec4f(cf[9].xyz + (-r4.xyz), r9.w);
  r10 = vec4f((d3d_nrm(r9)).xyz, r10.w);
  r11 = vec4f(r10.xyz + (-cf[6].xyz), r11.w);
  r9 = vec4f((d3d_nrm(r11)).xyz, r9.w);
  r7.y = dot(r5.xyz, r9.xyz);
  r7.y = max(r7.y, 0.0);
  r7.z = d3d_pow(r7.y, cf[10].x);
  oD1 = vec4f(r7.zzz * cf[11].xyz, oD1.w);
  oD1.w = 1.0;
  r7.w = cf[12].x + (-r6.w);
  oFog = r7.wwww * cf[12].yyyy;
  oT0 = vec4f(v4.xy, oT0.zw);
  oT1 = vec4f(v5.xy * cf[13].xy + cf[13].zw, oT1.zw);
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
  @location(3) i3: vec4f,
  @location(4) i4: vec4f,
  @location(5) i5: vec4f,
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
  v4 = vec4f(input.i4);
  v5 = vec4f(input.i5);
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
