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
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> o2: vec4f;
var<private> o3: vec4f;
var<private> o4: vec4f;
var<private> o5: vec4f;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4f {
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
  r1 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.x + 30)), dot(v0, d3d_c_rel(a0.x + 31)), dot(v0, d3d_c_rel(a0.x + 32))), r1.w);
  r2 = vec4f(vec3f(dot(v0, d3d_c_rel(a0.y + 30)), dot(v0, d3d_c_rel(a0.y + 31)), dot(v0, d3d_c_rel(a0.y + 32))), r2.w);
  r3.x = 1.0 + (-v1.x);
  r1 = vec4f(r1.xyz * v1.xxx, r1.w);
  r1 = vec4f(r2.xyz * r3.xxx + r1.xyz, r1.w);
  r1.w = 1.0;
  r4 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.x + 30).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 31).xyz), dot(v3.xyz, d3d_c_rel(a0.x + 32).xyz)), r4.w);
  r5 = vec4f(vec3f(dot(v3.xyz, d3d_c_rel(a0.y + 30).xyz), dot(v3.xyz, d3d_c_rel(a0.y + 31).xyz), dot(v3.xyz, d3d_c_rel(a0.y + 32).xyz)), r5.w);
  r4 = vec4f(r4.xyz * v1.xxx, r4.w);
  r4 = vec4f(r5.xyz * r3.xxx + r4.xyz, r4.w);
  r6 = vec4f((d3d_nrm(r4)).xyz, r6.w);
  r4 = vec4f(vec3f(dot(v4.xyz, d3d_c_rel(a0.x + 30).xyz), dot(v4.xyz, d3d_c_rel(a0.x + 31).xyz), dot(v4.xyz, d3d_c_rel(a0.x + 32).xyz)), r4.w);
  r5 = vec4f(vec3f(dot(v4.xyz, d3d_c_rel(a0.y + 30).xyz), dot(v4.xyz, d3d_c_rel(a0.y + 31).xyz), dot(v4.xyz, d3d_c_rel(a0.y + 32).xyz)), r5.w);
  r4 = vec4f(r4.xyz * v1.xxx, r4.w);
  r4 = vec4f(r5.xyz * r3.xxx + r4.xyz, r4.w);
  r7 = vec4f((d3d_nrm(r4)).xyz, r7.w);
  r8 = vec4f(cross(r6.xyz, r7.xyz), r8.w);
  r8 = vec4f(r8.xyz * v4.www, r8.w);
  r9 = vec4f(dot(r1, cf[4]), dot(r1, cf[5]), dot(r1, cf[6]), dot(r1, cf[7]));
  o0 = r9;
  o1 = vec4f(v5.xy, o1.zw);
  r10 = vec4f(cf[8].xyz + (-r1.xyz), r10.w);
  o2.x = dot(r10.xyz, r7.xyz);
  o2.y = dot(r10.xyz, r8.xyz);
  o2.z = dot(r10.xyz, r6.xyz);
  r11 = vec4f(cf[9].xyz + (-r1.xyz), r11.w);
  o3.x = dot(r11.xyz, r7.xyz);
  o3.y = dot(r11.xyz, r8.xyz);
  o3.z = dot(r11.xyz, r6.xyz);
  o4 = vec4f(dot(r1, cf[12]), dot(r1, cf[13]), dot(r1, cf[14]), dot(r1, cf[15]));
  r0.z = r9.w * cf[10].x;
  o5.x = exp2((-r0.z));
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
  @location(3) l3: vec4f,
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
  out.l1 = o2;
  out.l2 = o3;
  out.l3 = o4;
  out.l12 = o5;
  return out;
}
