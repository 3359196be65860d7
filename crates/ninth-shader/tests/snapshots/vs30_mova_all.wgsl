struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 256>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> a0: vec4i;
var<private> o0: vec4f;
var<private> o1: vec4f;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 91) {
    return vec4f(1.0, 0.25, -0.75, 4.0);
  }
  if (i == 90) {
    return vec4f(0.5, -1.5, 2.0, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  o0 = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = v2 * vec4f(4.0);
  a0 = vec4i(floor(r0 + 0.5));
  r1 = d3d_c_rel(a0.x + 10);
  r1 = r1 + d3d_c_rel(a0.y + 20);
  r1 = r1 + d3d_c_rel(a0.z + 30);
  r1 = r1 + d3d_c_rel(a0.w + 40);
  a0.x = i32(floor((-abs(r0.w)) + 0.5));
  r1 = r1 + d3d_c_rel(a0.x + 100);
  a0.y = i32(floor(-1.5 + 0.5));
  r1 = vec4f(r1.xyz + d3d_c_rel(a0.y + 50).zyx, r1.w);
  o1 = r1;
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
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = o1;
  return out;
}
