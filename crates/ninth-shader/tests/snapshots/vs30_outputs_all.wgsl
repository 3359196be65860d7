struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 6>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> o0: vec4<f32>;
var<private> o1: vec4<f32>;
var<private> o2: vec4<f32>;
var<private> o3: vec4<f32>;
var<private> o4: vec4<f32>;
var<private> o5: vec4<f32>;
var<private> o6: vec4<f32>;
var<private> o7: vec4<f32>;
var<private> o8: vec4<f32>;
var<private> o9: vec4<f32>;
var<private> o10: vec4<f32>;
var<private> o11: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v0;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    o0 = (t);
  }
  {
    let s0 = v1;
    let t = s0;
    o1 = (t);
  }
  {
    let s0 = cf[4];
    let t = s0;
    o2 = (t);
  }
  {
    let s0 = v2;
    let t = s0;
    o3 = (t);
  }
  {
    let s0 = v2.yxxx;
    let t = s0;
    o4 = vec4<f32>((t.x), (t.y), o4.z, o4.w);
  }
  {
    let s0 = v0.zzzz;
    let t = s0;
    o5 = vec4<f32>((t.x), o5.y, o5.z, o5.w);
  }
  {
    let s0 = vec4<f32>(0.5, -1.5, 2.0, 0.0).zzzz;
    let t = s0;
    o6 = vec4<f32>((t.x), o6.y, o6.z, o6.w);
  }
  {
    let s0 = v1;
    let t = s0;
    o7 = vec4<f32>((t.x), (t.y), (t.z), o7.w);
  }
  {
    let s0 = cf[5];
    let t = s0;
    o8 = (t);
  }
  {
    let s0 = v2.xyxy;
    let t = s0;
    o9 = vec4<f32>(o9.x, o9.y, (t.z), (t.w));
  }
  {
    let s0 = vec4<f32>(0.5, -1.5, 2.0, 0.0);
    let t = s0;
    o9 = vec4<f32>((t.x), (t.y), o9.z, o9.w);
  }
  {
    let s0 = v0;
    let t = s0;
    o10 = (t);
  }
  {
    let s0 = v1.xxxx;
    let t = s0;
    o11 = (t);
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
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o3;
  out.l1 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l2 = o9;
  out.l3 = o10;
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = o4;
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = o1;
  out.l11 = o2;
  out.l12 = o5;
  out.l13 = o7;
  out.l14 = o8;
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
