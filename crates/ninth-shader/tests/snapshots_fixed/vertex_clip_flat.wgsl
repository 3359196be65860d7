struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
struct VsIn {
  @location(0) pos: vec4f,
  @location(3) tc0: vec4f,
  @location(1) diffuse: vec4f,
  @location(2) specular: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(10) @interpolate(flat) l10: vec4f,
  @location(11) @interpolate(flat) l11: vec4f,
  @location(13) l13: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  var out: VsOut;
  var pos = input.pos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = input.tc0;
  out.l10 = input.diffuse.zyxw;
  out.l11 = input.specular.zyxw;
  out.l13 = vec4f(0.0, 0.0, 0.0, 0.0);
  return out;
}
