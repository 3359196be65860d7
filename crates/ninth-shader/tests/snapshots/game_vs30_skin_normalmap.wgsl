struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> r7: vec4<f32>;
var<private> r8: vec4<f32>;
var<private> r9: vec4<f32>;
var<private> r10: vec4<f32>;
var<private> r11: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> v3: vec4<f32>;
var<private> v4: vec4<f32>;
var<private> v5: vec4<f32>;
var<private> a0: vec4<i32>;
var<private> o0: vec4<f32>;
var<private> o1: vec4<f32>;
var<private> o2: vec4<f32>;
var<private> o3: vec4<f32>;
var<private> o4: vec4<f32>;
var<private> o5: vec4<f32>;
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 0) {
    return vec4<f32>(765.01, 1.0, 0.0, 3.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v2.zyyy;
    let s1 = vec4<f32>(765.01, 1.0, 0.0, 3.0).xxxx;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(765.01, 1.0, 0.0, 3.0).wwww;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), i32(floor((t.y) + 0.5)), a0.z, a0.w);
  }
  {
    let s0 = v0;
    let m0 = d3d_c_rel(a0.x + 30);
    let m1 = d3d_c_rel(a0.x + 31);
    let m2 = d3d_c_rel(a0.x + 32);
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = v0;
    let m0 = d3d_c_rel(a0.y + 30);
    let m1 = d3d_c_rel(a0.y + 31);
    let m2 = d3d_c_rel(a0.y + 32);
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = vec4<f32>(765.01, 1.0, 0.0, 3.0).yyyy;
    let s1 = (-v1.xxxx);
    let t = s0 + s1;
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r1;
    let s1 = v1.xxxx;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r2;
    let s1 = r3.xxxx;
    let s2 = r1;
    let t = (s0 * s1) + s2;
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = vec4<f32>(765.01, 1.0, 0.0, 3.0).yyyy;
    let t = s0;
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = v3;
    let m0 = d3d_c_rel(a0.x + 30);
    let m1 = d3d_c_rel(a0.x + 31);
    let m2 = d3d_c_rel(a0.x + 32);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = v3;
    let m0 = d3d_c_rel(a0.y + 30);
    let m1 = d3d_c_rel(a0.y + 31);
    let m2 = d3d_c_rel(a0.y + 32);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r4;
    let s1 = v1.xxxx;
    let t = (s0 * s1);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r5;
    let s1 = r3.xxxx;
    let s2 = r4;
    let t = (s0 * s1) + s2;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r4;
    let t = d3d_nrm(s0);
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = v4;
    let m0 = d3d_c_rel(a0.x + 30);
    let m1 = d3d_c_rel(a0.x + 31);
    let m2 = d3d_c_rel(a0.x + 32);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = v4;
    let m0 = d3d_c_rel(a0.y + 30);
    let m1 = d3d_c_rel(a0.y + 31);
    let m2 = d3d_c_rel(a0.y + 32);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r4;
    let s1 = v1.xxxx;
    let t = (s0 * s1);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r5;
    let s1 = r3.xxxx;
    let s2 = r4;
    let t = (s0 * s1) + s2;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r4;
    let t = d3d_nrm(s0);
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
  }
  {
    let s0 = r6;
    let s1 = r7;
    let t = vec4<f32>(cross(s0.xyz, s1.xyz), 0.0);
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r8;
    let s1 = v4.wwww;
    let t = (s0 * s1);
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r1;
    let m0 = cf[4];
    let m1 = cf[5];
    let m2 = cf[6];
    let m3 = cf[7];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    r9 = (t);
  }
  {
    let s0 = r9;
    let t = s0;
    o0 = (t);
  }
  {
    let s0 = v5;
    let t = s0;
    o1 = vec4<f32>((t.x), (t.y), o1.z, o1.w);
  }
  {
    let s0 = cf[8];
    let s1 = (-r1);
    let t = s0 + s1;
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r10;
    let s1 = r7;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    o2 = vec4<f32>((t.x), o2.y, o2.z, o2.w);
  }
  {
    let s0 = r10;
    let s1 = r8;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    o2 = vec4<f32>(o2.x, (t.y), o2.z, o2.w);
  }
  {
    let s0 = r10;
    let s1 = r6;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    o2 = vec4<f32>(o2.x, o2.y, (t.z), o2.w);
  }
  {
    let s0 = cf[9];
    let s1 = (-r1);
    let t = s0 + s1;
    r11 = vec4<f32>((t.x), (t.y), (t.z), r11.w);
  }
  {
    let s0 = r11;
    let s1 = r7;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    o3 = vec4<f32>((t.x), o3.y, o3.z, o3.w);
  }
  {
    let s0 = r11;
    let s1 = r8;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    o3 = vec4<f32>(o3.x, (t.y), o3.z, o3.w);
  }
  {
    let s0 = r11;
    let s1 = r6;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    o3 = vec4<f32>(o3.x, o3.y, (t.z), o3.w);
  }
  {
    let s0 = r1;
    let m0 = cf[12];
    let m1 = cf[13];
    let m2 = cf[14];
    let m3 = cf[15];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    o4 = (t);
  }
  {
    let s0 = r9.wwww;
    let s1 = cf[10].xxxx;
    let t = (s0 * s1);
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = (-r0.zzzz);
    let t = vec4<f32>(exp2(s0.w));
    o5 = vec4<f32>((t.x), o5.y, o5.z, o5.w);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
  @location(2) i2: vec4<f32>,
  @location(3) i3: vec4<f32>,
  @location(4) i4: vec4<f32>,
  @location(5) i5: vec4<f32>,
}
struct VsOut {
  @builtin(position) pos: vec4<f32>,
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
  @location(3) l3: vec4<f32>,
  @location(4) l4: vec4<f32>,
  @location(5) l5: vec4<f32>,
  @location(6) l6: vec4<f32>,
  @location(7) l7: vec4<f32>,
  @location(8) l8: vec4<f32>,
  @location(9) l9: vec4<f32>,
  @location(10) l10: vec4<f32>,
  @location(11) l11: vec4<f32>,
  @location(12) l12: vec4<f32>,
  @location(13) l13: vec4<f32>,
  @location(14) l14: vec4<f32>,
  @location(15) l15: vec4<f32>,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4<f32>(input.i0);
  v1 = vec4<f32>(input.i1);
  v2 = vec4<f32>(input.i2);
  v3 = vec4<f32>(input.i3);
  v4 = vec4<f32>(input.i4);
  v5 = vec4<f32>(input.i5);
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
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = o5;
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
