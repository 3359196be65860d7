struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(2) @binding(0) var tex0: texture_2d<f32>;
@group(2) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> o0: vec4f;
var<private> o1: vec4f;
fn d3d_main() {
  r0 = vec4f(v1.xy, r0.zw);
  r0 = vec4f(r0.xy, vec2f(0.0));
  r1 = textureSampleLevel(tex0, samp0, r0.xy, r0.w);
  r2 = vec4f(v0.xy, r2.zw);
  r2.y = r1.x * 0.15 + r2.y;
  r2.z = 0.5;
  r2.w = 1.0;
  o0 = r2;
  o1 = r1;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(10) l10: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = o1;
  return out;
}
