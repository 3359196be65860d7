struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
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
  oPos = v0;
  r0.x = d3d_rcp(0.0);
  r0.y = d3d_rsq(0.0);
  r0.z = d3d_log(0.0);
  r0.w = d3d_pow(-2.0, 3.0);
  r1.x = d3d_rcp(-0.0);
  r1.y = d3d_rsq(-2.0);
  r1.z = d3d_log(-2.0);
  r1.w = exp2(-1e30);
  r2 = r0 * vec4f(1e-30);
  r2 = r1 * vec4f(1e-30) + r2;
  oD0 = r2;
  oT0 = r0;
  oT1 = r1;
}
struct VsIn {
  @location(0) i0: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l1 = oT1;
  out.l10 = saturate(oD0);
  return out;
}
