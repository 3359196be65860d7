struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 10>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(v2.xy, r0.zw);
  r0.z = 1.0;
  oT0 = vec4f(vec2f(dot(r0.xyz, cf[4].xyz), dot(r0.xyz, cf[5].xyz)), oT0.zw);
  r1 = vec4f(v3.xy, r1.zw);
  r1.z = 1.0;
  r2 = vec4f(vec2f(dot(r1.xyz, cf[6].xyz), dot(r1.xyz, cf[7].xyz)), r2.zw);
  oT1 = vec4f(r2.xy + cf[8].xy, oT1.zw);
  oD0 = v1 * cf[9];
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
  @location(3) i3: vec4f,
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
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  v3 = vec4f(input.i3);
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
