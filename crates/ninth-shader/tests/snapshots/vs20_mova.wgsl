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
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> a0: vec4<i32>;
var<private> oPos: vec4<f32>;
var<private> oD0: vec4<f32>;
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 91) {
    return vec4<f32>(1.0, 0.25, -0.75, 4.0);
  }
  if (i == 90) {
    return vec4<f32>(0.5, -1.5, 2.0, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
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
    let s0 = v2;
    let s1 = vec4<f32>(1.0, 0.25, -0.75, 4.0).wwww;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = r0.xxxx;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = d3d_c_rel(a0.x + 30);
    let t = s0;
    r1 = (t);
  }
  {
    let s0 = r0.yzzz;
    let t = s0;
    a0 = vec4<i32>(a0.x, i32(floor((t.y) + 0.5)), i32(floor((t.z) + 0.5)), a0.w);
  }
  {
    let s0 = r1;
    let s1 = d3d_c_rel(a0.y + 31);
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = d3d_c_rel(a0.z + 2);
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = (-r0.wzyx);
    let t = s0;
    a0 = vec4<i32>(floor((t) + 0.5));
  }
  {
    let s0 = d3d_c_rel(a0.w + 40);
    let s1 = vec4<f32>(1.0, 0.25, -0.75, 4.0).yyyy;
    let s2 = r1;
    let t = (s0 * s1) + s2;
    r1 = (t);
  }
  {
    let s0 = r1.xxxx;
    let s1 = d3d_c_rel(a0.x + 0);
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = r1;
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
  out.l0 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
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
