struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 4>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> o0: vec4f;
var<private> o1: vec4f;
fn d3d_main() {
  r0 = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  o0 = r0;
  o1 = vec4f(r0.zw, o1.zw);
}
struct VsIn {
  @location(0) i0: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o1;
  return out;
}
