struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 12>;
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
var<private> oPos: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> oT0: vec4<f32>;
var<private> oT1: vec4<f32>;
var<private> oT2: vec4<f32>;
var<private> oT3: vec4<f32>;
var<private> oT4: vec4<f32>;
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_main() {
  {
    let s0 = v0.xzww;
    let s1 = cf[4];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let s1 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).xxxx;
    let s2 = cf[5].xxxx;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let t = fract(s0);
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let s1 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).zzzz;
    let s2 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).wwww;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = v0.xzww;
    let s1 = cf[6];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.yyyy;
    let s1 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).xxxx;
    let s2 = cf[5].yyyy;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.yyyy;
    let t = fract(s0);
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.yyyy;
    let s1 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).zzzz;
    let s2 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).wwww;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.yyyy;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = v0;
    let t = s0;
    r3 = (t);
  }
  {
    let s0 = r1.yyyy;
    let s1 = cf[7].xxxx;
    let s2 = r3.yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r2.yyyy;
    let s1 = cf[7].yyyy;
    let s2 = r3.yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r1.xxxx;
    let s1 = cf[7].xxxx;
    let t = (s0 * s1);
    r4 = vec4<f32>((t.x), r4.y, r4.z, r4.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = cf[7].yyyy;
    let t = (s0 * s1);
    r4 = vec4<f32>(r4.x, (t.y), r4.z, r4.w);
  }
  {
    let s0 = r4.xxxx;
    let s1 = cf[4].xyyw;
    let t = (s0 * s1);
    r5 = vec4<f32>((t.x), r5.y, (t.z), r5.w);
  }
  {
    let s0 = r4.yyyy;
    let s1 = cf[6].xyyw;
    let s2 = r5;
    let t = (s0 * s1) + s2;
    r5 = vec4<f32>((t.x), r5.y, (t.z), r5.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.5, 0.0).yyyy;
    let t = s0;
    r5 = vec4<f32>(r5.x, (t.y), r5.z, r5.w);
  }
  {
    let s0 = r5;
    let t = d3d_nrm(s0);
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = r3;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    r7 = (t);
  }
  {
    let s0 = r7;
    let t = s0;
    oPos = (t);
  }
  {
    let s0 = r7.wwww;
    let s1 = vec4<f32>(-0.020833334, -0.125, 1.0, 0.5).wwww;
    let t = (s0 * s1);
    r8 = vec4<f32>((t.x), (t.y), r8.z, r8.w);
  }
  {
    let s0 = r7.xxxx;
    let s1 = vec4<f32>(-0.020833334, -0.125, 1.0, 0.5).wwww;
    let s2 = r8.xxxx;
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), r8.y, r8.z, r8.w);
  }
  {
    let s0 = r7.yyyy;
    let s1 = (-vec4<f32>(-0.020833334, -0.125, 1.0, 0.5).wwww);
    let s2 = r8.yyyy;
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>(r8.x, (t.y), r8.z, r8.w);
  }
  {
    let s0 = r7;
    let t = s0;
    r8 = vec4<f32>(r8.x, r8.y, (t.z), (t.w));
  }
  {
    let s0 = r8;
    let t = s0;
    oT0 = (t);
  }
  {
    let s0 = v1;
    let s1 = cf[8];
    let t = s0 + s1;
    oT1 = vec4<f32>((t.x), (t.y), oT1.z, oT1.w);
  }
  {
    let s0 = v1;
    let s1 = cf[8].zwzw;
    let t = s0 + s1;
    oT2 = vec4<f32>((t.x), (t.y), oT2.z, oT2.w);
  }
  {
    let s0 = cf[9];
    let s1 = (-r3);
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
    let t = s0;
    oT3 = vec4<f32>((t.x), (t.y), (t.z), oT3.w);
  }
  {
    let s0 = r6;
    let t = s0;
    oT4 = vec4<f32>((t.x), (t.y), (t.z), oT4.w);
  }
  {
    let s0 = cf[10].xxxx;
    let s1 = (-r7.wwww);
    let t = s0 + s1;
    r11 = vec4<f32>((t.x), r11.y, r11.z, r11.w);
  }
  {
    let s0 = r11.xxxx;
    let s1 = cf[10].yyyy;
    let t = (s0 * s1);
    oFog = (t);
  }
  {
    let s0 = cf[11];
    let t = s0;
    oD0 = (t);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
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
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = oT1;
  out.l2 = oT2;
  out.l3 = oT3;
  out.l4 = oT4;
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = saturate(oD0);
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = oFog;
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
