struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> oT0: vec4<f32>;
var<private> oT1: vec4<f32>;
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
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_main() {
  {
    let s0 = v0;
    let t = s0;
    oPos = (t);
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).xxxx;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).xxxx;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).xxxx;
    let t = vec4<f32>(d3d_log(s0.w));
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).yyyy;
    let s1 = vec4<f32>(1e30, -1e30, 1e-30, 3.0).wwww;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).wwww;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).yyyy;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r1 = vec4<f32>(r1.x, (t.y), r1.z, r1.w);
  }
  {
    let s0 = vec4<f32>(0.0, -2.0, 0.5, -0.0).yyyy;
    let t = vec4<f32>(d3d_log(s0.w));
    r1 = vec4<f32>(r1.x, r1.y, (t.z), r1.w);
  }
  {
    let s0 = vec4<f32>(1e30, -1e30, 1e-30, 3.0).yyyy;
    let t = vec4<f32>(exp2(s0.w));
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(1e30, -1e30, 1e-30, 3.0).zzzz;
    let t = (s0 * s1);
    r2 = (t);
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(1e30, -1e30, 1e-30, 3.0).zzzz;
    let s2 = r2;
    let t = (s0 * s1) + s2;
    r2 = (t);
  }
  {
    let s0 = r2;
    let t = s0;
    oD0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oT0 = (t);
  }
  {
    let s0 = r1;
    let t = s0;
    oT1 = (t);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
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
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
