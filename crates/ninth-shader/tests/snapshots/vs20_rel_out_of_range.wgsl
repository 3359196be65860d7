struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> a0: vec4<i32>;
var<private> oPos: vec4<f32>;
var<private> oD0: vec4<f32>;
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 0) {
    return vec4<f32>(0.0, 1.0, 300.0, -20.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v1.xxxx;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = d3d_c_rel(a0.x + 250);
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 300.0, -20.0).zzzz;
    let t = s0;
    a0 = vec4<i32>(a0.x, i32(floor((t.y) + 0.5)), a0.z, a0.w);
  }
  {
    let s0 = r0;
    let s1 = d3d_c_rel(a0.y + 0);
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 300.0, -20.0).wwww;
    let t = s0;
    a0 = vec4<i32>(a0.x, a0.y, i32(floor((t.z) + 0.5)), a0.w);
  }
  {
    let s0 = r0;
    let s1 = d3d_c_rel(a0.z + 4);
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = v0;
    let t = s0;
    oPos = (t);
  }
  {
    let s0 = r0;
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
