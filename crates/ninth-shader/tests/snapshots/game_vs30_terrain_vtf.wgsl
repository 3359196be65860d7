struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 9>;
@group(2) @binding(0) var tex0: texture_2d<f32>;
@group(2) @binding(1) var samp0: sampler;
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
var<private> r12: vec4<f32>;
var<private> r13: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> o0: vec4<f32>;
var<private> o1: vec4<f32>;
var<private> o2: vec4<f32>;
var<private> o3: vec4<f32>;
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
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_main() {
  {
    let s0 = v0.xzzz;
    let s1 = cf[0];
    let s2 = cf[0].zwzw;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.5, 2.0).xxxx;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), (t.w));
  }
  {
    let s0 = r0;
    let t = textureSampleLevel(tex0, samp0, s0.xy, s0.w);
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = cf[1].xyyy;
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r0.xyxy;
    let s1 = (-cf[1].xyxy);
    let t = s0 + s1;
    r2 = vec4<f32>(r2.x, r2.y, (t.z), (t.w));
  }
  {
    let s0 = r2;
    let t = s0;
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.5, 2.0).xxxx;
    let t = s0;
    r3 = vec4<f32>(r3.x, r3.y, (t.z), (t.w));
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex0, samp0, s0.xy, s0.w);
    r4 = (t);
  }
  {
    let s0 = r2.zwww;
    let t = s0;
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex0, samp0, s0.xy, s0.w);
    r5 = (t);
  }
  {
    let s0 = r0;
    let s1 = cf[1].yxxx;
    let t = s0 + s1;
    r6 = vec4<f32>((t.x), (t.y), r6.z, r6.w);
  }
  {
    let s0 = r0.xyxy;
    let s1 = (-cf[1].yxyx);
    let t = s0 + s1;
    r6 = vec4<f32>(r6.x, r6.y, (t.z), (t.w));
  }
  {
    let s0 = r6;
    let t = s0;
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex0, samp0, s0.xy, s0.w);
    r7 = (t);
  }
  {
    let s0 = r6.zwww;
    let t = s0;
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex0, samp0, s0.xy, s0.w);
    r8 = (t);
  }
  {
    let s0 = r5.xxxx;
    let s1 = (-r4.xxxx);
    let t = s0 + s1;
    r9 = vec4<f32>((t.x), r9.y, r9.z, r9.w);
  }
  {
    let s0 = r8.xxxx;
    let s1 = (-r7.xxxx);
    let t = s0 + s1;
    r9 = vec4<f32>(r9.x, r9.y, (t.z), r9.w);
  }
  {
    let s0 = cf[2].xxxx;
    let t = s0;
    r9 = vec4<f32>(r9.x, (t.y), r9.z, r9.w);
  }
  {
    let s0 = r9;
    let t = d3d_nrm(s0);
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r10;
    let t = s0;
    o2 = vec4<f32>((t.x), (t.y), (t.z), o2.w);
  }
  {
    let s0 = v0;
    let t = s0;
    r11 = (t);
  }
  {
    let s0 = r1.xxxx;
    let s1 = cf[2].yyyy;
    let t = (s0 * s1);
    r11 = vec4<f32>(r11.x, (t.y), r11.z, r11.w);
  }
  {
    let s0 = r11;
    let s1 = (-cf[3]);
    let t = s0 + s1;
    r12 = vec4<f32>((t.x), r12.y, (t.z), r12.w);
  }
  {
    let s0 = r12;
    let s1 = r12;
    let t = (s0 * s1);
    r12 = vec4<f32>((t.x), r12.y, (t.z), r12.w);
  }
  {
    let s0 = r12.xxxx;
    let s1 = r12.zzzz;
    let t = s0 + s1;
    r12 = vec4<f32>(r12.x, r12.y, r12.z, (t.w));
  }
  {
    let s0 = r12.wwww;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r12 = vec4<f32>(r12.x, r12.y, r12.z, (t.w));
  }
  {
    let s0 = r12.wwww;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r12 = vec4<f32>(r12.x, r12.y, r12.z, (t.w));
  }
  {
    let s0 = r12.wwww;
    let s1 = cf[3].wwww;
    let s2 = (-cf[3].yyyy);
    let t = (s0 * s1) + s2;
    r12 = vec4<f32>(r12.x, r12.y, r12.z, saturate(t.w));
  }
  {
    let s0 = r12.wwww;
    let s1 = r11.yyyy;
    let s2 = v0.yyyy;
    let t = s2 + (s0 * (s1 - s2));
    r11 = vec4<f32>(r11.x, (t.y), r11.z, r11.w);
  }
  {
    let s0 = r11;
    let m0 = cf[5];
    let m1 = cf[6];
    let m2 = cf[7];
    let m3 = cf[8];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    r13 = (t);
  }
  {
    let s0 = r13;
    let t = s0;
    o0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    o1 = vec4<f32>((t.x), (t.y), o1.z, o1.w);
  }
  {
    let s0 = r13.wwww;
    let s1 = cf[4].xxxx;
    let s2 = cf[4].yyyy;
    let t = (s0 * s1) + s2;
    o3 = vec4<f32>(saturate(t.x), o3.y, o3.z, o3.w);
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
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o1;
  out.l1 = o2;
  out.l2 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l3 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = o3;
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
