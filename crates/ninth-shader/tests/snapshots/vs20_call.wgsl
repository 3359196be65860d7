struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 8>;
@group(0) @binding(5) var<uniform> cb: array<vec4u, 4>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = v1;
  d3d_l1();
  if ((cb[0][3] != 0u)) { d3d_l2(); }
  if (!(cb[1][0] != 0u)) { d3d_l3(); }
  oD0 = r0;
}
fn d3d_l1() {
  r0 = r0 + cf[4];
}
fn d3d_l2() {
  r0 = r0 * cf[5];
}
fn d3d_l3() {
  r0 = vec4f(r0.xyz * cf[6].xyz + cf[7].xyz, r0.w);
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(10) l10: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = saturate(oD0);
  return out;
}
