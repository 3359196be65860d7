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
var<private> r12: vec4f;
var<private> r13: vec4f;
var<private> r14: vec4f;
var<private> r15: vec4f;
var<private> r16: vec4f;
var<private> r17: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> v4: vec4f;
var<private> v5: vec4f;
var<private> a0: vec4i;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> o2: vec4f;
var<private> o3: vec4f;
var<private> o4: vec4f;
var<private> o5: vec4f;
var<private> o6: vec4f;
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
    return vec4f(0.5, 2.0, 0.001, 16.0);
  }
  if (i == 0) {
    return vec4f(765.01, 1.0, 0.0, 3.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = vec4f(v2.zy * vec2f(765.01), r0.zw);
  r0 = vec4f(r0.xy * vec2f(3.0), r0.zw);
  {
    let t = r0.xy;
    a0 = vec4i(i32(floor(t.x + 0.5)), i32(floor(t.y + 0.5)), a0.z, a0.w);
  }
  r1.w = 1.0 + (-v1.x);
  r2 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.x + 60)), dot(v0, d3d_c_rel(a0.x + 61)), dot(v0, d3d_c_rel(a0.x + 62))), r2.w);
  r3 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.y + 60)), dot(v0, d3d_c_rel(a0.y + 61)), dot(v0, d3d_c_rel(a0.y + 62))), r3.w);
  r2 = vec4f(r2.xyz * v1.xxx, r2.w);
  r2 = vec4f(r3.xyz * r1.www + r2.xyz, r2.w);
  r2.w = 1.0;
  r4 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.x + 60).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 61).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 62).xyz)), r4.w);
  r5 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.y + 60).xyz), dot(v3.xyz, d3d_c_rel(a0.y + 61).xyz), dot(v3.xyz, d3d_c_rel(a0.y + 62).xyz)), r5.w);
  r4 = vec4f(r4.xyz * v1.xxx, r4.w);
  r4 = vec4f(r5.xyz * r1.www + r4.xyz, r4.w);
  r6 = vec4f((d3d_nrm(r4)).xyz, r6.w);
  r4 = vec4f(vec3f(dot(v4.xyz, d3d_c_rel(a0.x + 60).xyz), dot(v4.xyz, d3d_c_rel(a0.x + 61).xyz), dot(v4.xyz, d3d_c_rel(a0.x + 62).xyz)), r4.w);
  r5 = vec4f(vec3f(dot(v4.xyz, d3d_c_rel(a0.y + 60).xyz), dot(v4.xyz, d3d_c_rel(a0.y + 61).xyz), dot(v4.xyz, d3d_c_rel(a0.y + 62).xyz)), r5.w);
  r4 = vec4f(r4.xyz * v1.xxx, r4.w);
  r4 = vec4f(r5.xyz * r1.www + r4.xyz, r4.w);
  r7 = vec4f((d3d_nrm(r4)).xyz, r7.w);
  r8 = vec4f(cross(r6.xyz, r7.xyz), r8.w);
  r9 = vec4f(dot(r2, cf[4]), dot(r2, cf[5]), dot(r2, cf[6]), dot(r2, cf[7]));
  o0 = r9;
  o1 = vec4f(v5.xy, o1.zw);
  r10 = vec4f(cf[8].xyz + (-r2.xyz), r10.w);
  r11 = vec4f((d3d_nrm(r10)).xyz, r11.w);
  r12 = cf[12];
  r13 = vec4f(0.0);
  r14 = vec4f(cf[40].xyz + (-r2.xyz), r14.w);
  r14.w = dot(r14.xyz, r14.xyz);
  r15.w = d3d_rsq(r14.w);
  r14 = vec4f(r14.xyz * r15.www, r14.w);
  r15.x = r14.w * cf[48].x;
  r15.x = saturate(1.0 + (-r15.x));
  r15.y = dot(r6.xyz, r14.xyz);
  r15.y = max(r15.y, 0.0);
  r15.y = r15.y * r15.x;
  r12 = vec4f(r15.yyy * cf[44].xyz + r12.xyz, r12.w);
  r15 = vec4f(r14.xyz + r11.xyz, r15.w);
  r16 = vec4f((d3d_nrm(r15)).xyz, r16.w);
  r15.z = dot(r6.xyz, r16.xyz);
  r15.z = max(r15.z, 0.0);
  r15.z = d3d_pow(r15.z, 16.0);
  r15.z = r15.z * r15.x;
  r13 = vec4f(r15.zzz * cf[44].xyz + r13.xyz, r13.w);
  r14 = vec4f(cf[41].xyz + (-r2.xyz), r14.w);
  r14.w = dot(r14.xyz, r14.xyz);
  r15.w = d3d_rsq(r14.w);
  r14 = vec4f(r14.xyz * r15.www, r14.w);
  r15.x = r14.w * cf[48].y;
  r15.x = saturate(1.0 + (-r15.x));
  r15.y = dot(r6.xyz, r14.xyz);
  r15.y = max(r15.y, 0.0);
  r15.y = r15.y * r15.x;
  r12 = vec4f(r15.yyy * cf[45].xyz + r12.xyz, r12.w);
  r15 = vec4f(r14.xyz + r11.xyz, r15.w);
  r16 = vec4f((d3d_nrm(r15)).xyz, r16.w);
  r15.z = dot(r6.xyz, r16.xyz);
  r15.z = max(r15.z, 0.0);
  r15.z = d3d_pow(r15.z, 16.0);
  r15.z = r15.z * r15.x;
  r13 = vec4f(r15.zzz * cf[45].xyz + r13.xyz, r13.w);
  r14 = vec4f(cf[42].xyz + (-r2.xyz), r14.w);
  r14.w = dot(r14.xyz, r14.xyz);
  r15.w = d3d_rsq(r14.w);
  r14 = vec4f(r14.xyz * r15.www, r14.w);
  r15.x = r14.w * cf[48].z;
  r15.x = saturate(1.0 + (-r15.x));
  r15.y = dot(r6.xyz, r14.xyz);
  r15.y = max(r15.y, 0.0);
  r15.y = r15.y * r15.x;
  r12 = vec4f(r15.yyy * cf[46].xyz + r12.xyz, r12.w);
  r15 = vec4f(r14.xyz + r11.xyz, r15.w);
  r16 = vec4f((d3d_nrm(r15)).xyz, r16.w);
  r15.z = dot(r6.xyz, r16.xyz);
  r15.z = max(r15.z, 0.0);
  r15.z = d3d_pow(r15.z, 16.0);
  r15.z = r15.z * r15.x;
  r13 = vec4f(r15.zzz * cf[46].xyz + r13.xyz, r13.w);
  o2 = r12;
  o3 = r13;
  o4.x = dot(r11.xyz, r7.xyz);
  o4.y = dot(r11.xyz, r8.xyz);
  o4.z = dot(r11.xyz, r6.xyz);
  o5 = vec4f(r6.xyz, o5.w);
  r17.x = r9.w * cf[9].x + cf[9].y;
  r17.x = r17.x * 2.0;
  o6.x = saturate(exp2((-r17.x)));
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
  @location(2) l2: vec4f,
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
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o1;
  out.l1 = o4;
  out.l2 = o5;
  out.l10 = o2;
  out.l11 = o3;
  out.l12 = o6;
  return out;
}
