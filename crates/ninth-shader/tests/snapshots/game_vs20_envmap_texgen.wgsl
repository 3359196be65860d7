struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 8>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> r7: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> oD1: vec4<f32>;
var<private> oT0: vec4<f32>;
var<private> oT1: vec4<f32>;
var<private> oT2: vec4<f32>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
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
    let s0 = v0;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    oPos = (t);
  }
  {
    let s0 = v0;
    let m0 = cf[4];
    let m1 = cf[5];
    let m2 = cf[6];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = v1;
    let m0 = cf[4];
    let m1 = cf[5];
    let m2 = cf[6];
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r1;
    let t = d3d_nrm(s0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = r0;
    let t = d3d_nrm(s0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r3;
    let s1 = r2;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r4 = vec4<f32>((t.x), r4.y, r4.z, r4.w);
  }
  {
    let s0 = r4.xxxx;
    let s1 = r4.xxxx;
    let t = s0 + s1;
    r4 = vec4<f32>(r4.x, (t.y), r4.z, r4.w);
  }
  {
    let s0 = r2;
    let s1 = (-r4.yyyy);
    let s2 = r3;
    let t = (s0 * s1) + s2;
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r5;
    let t = s0;
    oT1 = vec4<f32>((t.x), (t.y), (t.z), oT1.w);
  }
  {
    let s0 = r5.zzzz;
    let s1 = vec4<f32>(0.5, 1.0, 0.0, 2.0).yyyy;
    let t = s0 + s1;
    r6 = vec4<f32>(r6.x, r6.y, (t.z), r6.w);
  }
  {
    let s0 = r5;
    let s1 = r5;
    let t = (s0 * s1);
    r6 = vec4<f32>((t.x), (t.y), r6.z, r6.w);
  }
  {
    let s0 = r6.zzzz;
    let s1 = r6.zzzz;
    let s2 = r6.xxxx;
    let t = (s0 * s1) + s2;
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = r6.wwww;
    let s1 = r6.yyyy;
    let t = s0 + s1;
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = r6.wwww;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = r6.wwww;
    let s1 = vec4<f32>(0.5, 1.0, 0.0, 2.0).xxxx;
    let t = (s0 * s1);
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = r5;
    let s1 = r6.wwww;
    let s2 = vec4<f32>(0.5, 1.0, 0.0, 2.0).xxxx;
    let t = (s0 * s1) + s2;
    oT2 = vec4<f32>((t.x), (t.y), oT2.z, oT2.w);
  }
  {
    let s0 = vec4<f32>(0.5, 1.0, 0.0, 2.0).yyyy;
    let s1 = r4.xxxx;
    let t = s0 + s1;
    r7 = vec4<f32>((t.x), r7.y, r7.z, r7.w);
  }
  {
    let s0 = r7.xxxx;
    let s1 = r7.xxxx;
    let t = (s0 * s1);
    r7 = vec4<f32>(r7.x, (t.y), r7.z, r7.w);
  }
  {
    let s0 = r7.yyyy;
    let s1 = r7.yyyy;
    let t = (s0 * s1);
    r7 = vec4<f32>(r7.x, (t.y), r7.z, r7.w);
  }
  {
    let s0 = r7.yyyy;
    let s1 = r7.xxxx;
    let t = (s0 * s1);
    r7 = vec4<f32>(r7.x, (t.y), r7.z, r7.w);
  }
  {
    let s0 = r7.yyyy;
    let t = s0;
    oD1 = (t);
  }
  {
    let s0 = v2;
    let t = s0;
    oT0 = vec4<f32>((t.x), (t.y), oT0.z, oT0.w);
  }
  {
    let s0 = cf[7];
    let t = s0;
    oD0 = (t);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
  @location(2) i2: vec4<f32>,
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
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = oT1;
  out.l2 = oT2;
  out.l3 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = saturate(oD0);
  out.l11 = saturate(oD1);
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
