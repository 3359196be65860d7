struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 7>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> oPos: vec4f;
var<private> oPts: vec4f;
var<private> oD0: vec4f;
var<private> oT0: vec4f;
fn d3d_main() {
  r0.x = v1.z * 0.15915494 + 0.5;
  r0.x = fract(r0.x);
  r0.x = r0.x * 6.2831855 + -3.1415927;
  r1 = vec4f(vec2f(cos(r0.x), sin(r0.x)), r1.zw);
  r2 = vec4f(v2.xy * vec2f(2.0) + vec2f(-1.0), r2.zw);
  r3.x = r2.x * r1.x;
  r3.x = r2.y * (-r1.y) + r3.x;
  r3.y = r2.x * r1.y;
  r3.y = r2.y * r1.x + r3.y;
  r3 = vec4f(r3.xy * v1.ww, r3.zw);
  r4 = vec4f(r3.xxx * cf[4].xyz, r4.w);
  r4 = vec4f(r3.yyy * cf[5].xyz + r4.xyz, r4.w);
  r4 = vec4f(r4.xyz + v0.xyz, r4.w);
  r4.w = 1.0;
  oPos = vec4f(dot(r4, cf[0]), dot(r4, cf[1]), dot(r4, cf[2]), dot(r4, cf[3]));
  oT0 = vec4f(v2.xy, oT0.zw);
  r5.x = v1.x * cf[6].x;
  r5.x = saturate(1.0 + (-r5.x));
  oD0 = v3 * r5.xxxx;
  oPts = v1.wwww * cf[6].yyyy;
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
  out.l10 = saturate(oD0);
  return out;
}
