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
var<private> oPos: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> oD1: vec4<f32>;
var<private> oT0: vec4<f32>;
var<private> oT1: vec4<f32>;
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
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 1) {
    return vec4<f32>(3.0, 0.0, 0.0, 0.0);
  }
  if (i == 0) {
    return vec4<f32>(765.01, 1.0, 0.0, 0.5);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v2.zyxw;
    let s1 = vec4<f32>(765.01, 1.0, 0.0, 0.5).xxxx;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(3.0, 0.0, 0.0, 0.0).xxxx;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = v1;
    let s1 = vec4<f32>(765.01, 1.0, 0.0, 0.5).yyyy;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = vec4<f32>(765.01, 1.0, 0.0, 0.5).yyyy;
    let s1 = (-r1.xxxx);
    let t = s0 + s1;
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = r0.xxxx;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = v0;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = v3;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let s1 = v1.xxxx;
    let t = (s0 * s1);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r3;
    let s1 = v1.xxxx;
    let t = (s0 * s1);
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r0.yyyy;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = v0;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = v3;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let s1 = v1.yyyy;
    let s2 = r4;
    let t = (s0 * s1) + s2;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r3;
    let s1 = v1.yyyy;
    let s2 = r5;
    let t = (s0 * s1) + s2;
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r0.zzzz;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = v0;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = v3;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let s1 = v1.zzzz;
    let s2 = r4;
    let t = (s0 * s1) + s2;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r3;
    let s1 = v1.zzzz;
    let s2 = r5;
    let t = (s0 * s1) + s2;
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r0.wwww;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = v0;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = v3;
    let m0 = d3d_c_rel(a0.x + 20);
    let m1 = d3d_c_rel(a0.x + 21);
    let m2 = d3d_c_rel(a0.x + 22);
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let s1 = r1.wwww;
    let s2 = r4;
    let t = (s0 * s1) + s2;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r3;
    let s1 = r1.wwww;
    let s2 = r5;
    let t = (s0 * s1) + s2;
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = vec4<f32>(765.01, 1.0, 0.0, 0.5).yyyy;
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
  }
  {
    let s0 = r4;
    let s1 = cf[2];
    let t = vec4<f32>(dot(s0, s1));
    oPos = vec4<f32>((t.x), oPos.y, oPos.z, oPos.w);
  }
  {
    let s0 = r4;
    let s1 = cf[3];
    let t = vec4<f32>(dot(s0, s1));
    oPos = vec4<f32>(oPos.x, (t.y), oPos.z, oPos.w);
  }
  {
    let s0 = r4;
    let s1 = cf[4];
    let t = vec4<f32>(dot(s0, s1));
    r6 = vec4<f32>(r6.x, r6.y, (t.z), r6.w);
  }
  {
    let s0 = r4;
    let s1 = cf[5];
    let t = vec4<f32>(dot(s0, s1));
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = r6;
    let t = s0;
    oPos = vec4<f32>(oPos.x, oPos.y, (t.z), (t.w));
  }
  {
    let s0 = r5;
    let s1 = r5;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r5 = vec4<f32>(r5.x, r5.y, r5.z, (t.w));
  }
  {
    let s0 = r5.wwww;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r5 = vec4<f32>(r5.x, r5.y, r5.z, (t.w));
  }
  {
    let s0 = r5;
    let s1 = r5.wwww;
    let t = (s0 * s1);
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r5;
    let s1 = (-cf[6]);
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r7 = vec4<f32>((t.x), r7.y, r7.z, r7.w);
  }
  {
    let s0 = r7.xxxx;
    let s1 = vec4<f32>(765.01, 1.0, 0.0, 0.5).zzzz;
    let t = max(s0, s1);
    r7 = vec4<f32>((t.x), r7.y, r7.z, r7.w);
  }
  {
    let s0 = r7.xxxx;
    let s1 = cf[7];
    let s2 = cf[8];
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = cf[7].wwww;
    let t = s0;
    r8 = vec4<f32>(r8.x, r8.y, r8.z, (t.w));
  }
  {
    let s0 = r8;
    let t = s0;
    oD0 = (t);
  }
  {
    let s0 = cf[9];
    let s1 = (-r4);
    let t = s0 + s1;
    r9 = vec4<f32>((t.x), (t.y), (t.z), r9.w);
  }
  {
    let s0 = r9;
    let t = d3d_nrm(s0);
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r10;
    let s1 = (-cf[6]);
    let t = s0 + s1;
    r11 = vec4<f32>((t.x), (t.y), (t.z), r11.w);
  }
  {
    let s0 = r11;
    let t = d3d_nrm(s0);
    r9 = vec4<f32>((t.x), (t.y), (t.z), r9.w);
  }
  {
    let s0 = r5;
    let s1 = r9;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r7 = vec4<f32>(r7.x, (t.y), r7.z, r7.w);
  }
  {
    let s0 = r7.yyyy;
    let s1 = vec4<f32>(765.01, 1.0, 0.0, 0.5).zzzz;
    let t = max(s0, s1);
    r7 = vec4<f32>(r7.x, (t.y), r7.z, r7.w);
  }
  {
    let s0 = r7.yyyy;
    let s1 = cf[10].xxxx;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r7 = vec4<f32>(r7.x, r7.y, (t.z), r7.w);
  }
  {
    let s0 = r7.zzzz;
    let s1 = cf[11];
    let t = (s0 * s1);
    oD1 = vec4<f32>((t.x), (t.y), (t.z), oD1.w);
  }
  {
    let s0 = vec4<f32>(765.01, 1.0, 0.0, 0.5).yyyy;
    let t = s0;
    oD1 = vec4<f32>(oD1.x, oD1.y, oD1.z, (t.w));
  }
  {
    let s0 = cf[12].xxxx;
    let s1 = (-r6.wwww);
    let t = s0 + s1;
    r7 = vec4<f32>(r7.x, r7.y, r7.z, (t.w));
  }
  {
    let s0 = r7.wwww;
    let s1 = cf[12].yyyy;
    let t = (s0 * s1);
    oFog = (t);
  }
  {
    let s0 = v4;
    let t = s0;
    oT0 = vec4<f32>((t.x), (t.y), oT0.z, oT0.w);
  }
  {
    let s0 = v5;
    let s1 = cf[13];
    let s2 = cf[13].zwzw;
    let t = (s0 * s1) + s2;
    oT1 = vec4<f32>((t.x), (t.y), oT1.z, oT1.w);
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
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = oT1;
  out.l2 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l3 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = saturate(oD0);
  out.l11 = saturate(oD1);
  out.l12 = oFog;
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
