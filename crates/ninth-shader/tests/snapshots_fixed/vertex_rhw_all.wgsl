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
  @location(4) tc1: vec4f,
  @location(5) tc2: vec4f,
  @location(6) tc3: vec4f,
  @location(7) tc4: vec4f,
  @location(8) tc5: vec4f,
  @location(9) tc6: vec4f,
  @location(10) tc7: vec4f,
  @location(1) diffuse: vec4f,
  @location(2) specular: vec4f,
  @location(11) fog: f32,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
  @location(4) l4: vec4f,
  @location(5) l5: vec4f,
  @location(6) l6: vec4f,
  @location(7) l7: vec4f,
  @location(8) l8: vec4f,
  @location(9) l9: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
  @location(12) l12: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  var out: VsOut;
  var rhw = input.pos.w;
  if (abs(rhw) <= 1e-20) {
    rhw = 1.0;
  }
  let w = 1.0 / rhw;
  let ndc = vec2f((input.pos.x + 0.5) * 2.0 * draw.half_pixel.x - 1.0, 1.0 - (input.pos.y + 0.5) * 2.0 * draw.half_pixel.y);
  out.pos = vec4f(ndc * w, input.pos.z * w, w);
  out.l0 = input.tc0;
  out.l1 = input.tc1;
  out.l2 = input.tc2;
  out.l3 = input.tc3;
  out.l4 = input.tc4;
  out.l5 = input.tc5;
  out.l6 = input.tc6;
  out.l7 = input.tc7;
  out.l8 = vec4f(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4f(0.0, 0.0, 0.0, 0.0);
  out.l10 = input.diffuse.zyxw;
  out.l11 = input.specular.zyxw;
  out.l12 = vec4f(input.fog, 0.0, 0.0, 0.0);
  return out;
}
