struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 6>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> oT0: vec4<f32>;
var<private> oT1: vec4<f32>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
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
    let s0 = v1;
    let s1 = v1;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r0 = (t);
  }
  {
    let s0 = r0.xxxx;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = vec4<f32>(1.0, (s0 * s1).y, s0.z, s1.w);
    r2 = (t);
  }
  {
    let s0 = cf[4];
    let s1 = cf[5];
    let t = vec4<f32>(1.0, (s0 * s1).y, s0.z, s1.w);
    r3 = vec4<f32>((t.x), r3.y, r3.z, (t.w));
  }
  {
    let s0 = vec4<f32>(0.5, -1.5, 2.0, 0.0);
    let t = s0;
    r3 = vec4<f32>(r3.x, (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let t = s0;
    oT0 = (t);
  }
  {
    let s0 = r3;
    let t = s0;
    oT1 = (t);
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
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
