struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 16>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oPos: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
var<private> oT2: vec4f;
var<private> oT3: vec4f;
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(vec3f(dot(v0, cf[4]), dot(v0, cf[5]), dot(v0, cf[6])), r0.w);
  r1 = vec4f(dot(v1.xyz, cf[7].xyz), dot(v1.xyz, cf[8].xyz), dot(v1.xyz, cf[9].xyz), dot(v1.xyz, cf[10].xyz));
  r2 = vec4f(vec3f(dot(v1.xyz, cf[11].xyz), dot(v1.xyz, cf[12].xyz), dot(v1.xyz, cf[13].xyz)), r2.w);
  r3 = vec4f(vec2f(dot(v2.xyz, cf[14].xyz), dot(v2.xyz, cf[15].xyz)), r3.zw);
  r0.w = 1.0;
  r2.w = 0.25;
  r3 = vec4f(r3.xy, vec2f(2.0, 0.0));
  oT0 = r0;
  oT1 = r1;
  oT2 = r2;
  oT3 = r3;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
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
  out.l0 = oT0;
  out.l1 = oT1;
  out.l2 = oT2;
  out.l3 = oT3;
  return out;
}
