struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 7>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> v3: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> oPts: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> oT0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v1.zzzz;
    let s1 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).xxxx;
    let s2 = vec4<f32>(0.15915494, 0.5, 6.2831855, -3.1415927).yyyy;
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
    let s0 = v2;
    let s1 = vec4<f32>(1.0, 0.0, 2.0, -1.0).zzzz;
    let s2 = vec4<f32>(1.0, 0.0, 2.0, -1.0).wwww;
    let t = (s0 * s1) + s2;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = r1.xxxx;
    let t = (s0 * s1);
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r2.yyyy;
    let s1 = (-r1.yyyy);
    let s2 = r3.xxxx;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = r1.yyyy;
    let t = (s0 * s1);
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r2.yyyy;
    let s1 = r1.xxxx;
    let s2 = r3.yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3;
    let s1 = v1.wwww;
    let t = (s0 * s1);
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = cf[4];
    let t = (s0 * s1);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r3.yyyy;
    let s1 = cf[5];
    let s2 = r4;
    let t = (s0 * s1) + s2;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r4;
    let s1 = v0;
    let t = s0 + s1;
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = vec4<f32>(1.0, 0.0, 2.0, -1.0).xxxx;
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
  }
  {
    let s0 = r4;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    oPos = (t);
  }
  {
    let s0 = v2;
    let t = s0;
    oT0 = vec4<f32>((t.x), (t.y), oT0.z, oT0.w);
  }
  {
    let s0 = v1.xxxx;
    let s1 = cf[6].xxxx;
    let t = (s0 * s1);
    r5 = vec4<f32>((t.x), r5.y, r5.z, r5.w);
  }
  {
    let s0 = vec4<f32>(1.0, 0.0, 2.0, -1.0).xxxx;
    let s1 = (-r5.xxxx);
    let t = s0 + s1;
    r5 = vec4<f32>(saturate(t.x), r5.y, r5.z, r5.w);
  }
  {
    let s0 = v3;
    let s1 = r5.xxxx;
    let t = (s0 * s1);
    oD0 = (t);
  }
  {
    let s0 = v1.wwww;
    let s1 = cf[6].yyyy;
    let t = (s0 * s1);
    oPts = (t);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
  @location(2) i2: vec4<f32>,
  @location(3) i3: vec4<f32>,
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
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l2 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l3 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = saturate(oD0);
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
