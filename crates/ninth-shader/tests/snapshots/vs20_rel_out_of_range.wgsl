struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 256>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> a0: vec4i;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 0) {
    return vec4f(0.0, 1.0, 300.0, -20.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  a0.x = i32(floor(v1.x + 0.5));
  r0 = d3d_c_rel(a0.x + 250);
  a0.y = i32(floor(300.0 + 0.5));
  r0 = r0 + d3d_c_rel(a0.y + 0);
  a0.z = i32(floor(-20.0 + 0.5));
  r0 = r0 + d3d_c_rel(a0.z + 4);
  oPos = v0;
  oD0 = r0;
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
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = saturate(oD0);
  return out;
}
