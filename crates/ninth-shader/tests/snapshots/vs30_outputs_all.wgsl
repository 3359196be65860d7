struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 6>;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> o2: vec4f;
var<private> o3: vec4f;
var<private> o4: vec4f;
var<private> o5: vec4f;
var<private> o6: vec4f;
var<private> o7: vec4f;
var<private> o8: vec4f;
var<private> o9: vec4f;
var<private> o10: vec4f;
var<private> o11: vec4f;
fn d3d_main() {
  o0 = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  o1 = v1;
  o2 = cf[4];
  o3 = v2;
  o4 = vec4f(v2.yx, o4.zw);
  o5.x = v0.z;
  o6.x = 2.0;
  o7 = vec4f(v1.xyz, o7.w);
  o8 = cf[5];
  o9 = vec4f(o9.xy, v2.xy);
  o9 = vec4f(vec2f(0.5, -1.5), o9.zw);
  o10 = v0;
  o11 = v1.xxxx;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
  @location(7) l7: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
  @location(12) l12: vec4f,
  @location(13) l13: vec4f,
  @location(14) l14: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o3;
  out.l2 = o9;
  out.l3 = o10;
  out.l7 = o4;
  out.l10 = o1;
  out.l11 = o2;
  out.l12 = o5;
  out.l13 = o7;
  out.l14 = o8;
  return out;
}
