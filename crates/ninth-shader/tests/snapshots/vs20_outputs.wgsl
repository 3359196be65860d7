struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 8>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oPos: vec4f;
var<private> oFog: vec4f;
var<private> oPts: vec4f;
var<private> oD0: vec4f;
var<private> oD1: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
var<private> oT2: vec4f;
var<private> oT3: vec4f;
var<private> oT4: vec4f;
var<private> oT5: vec4f;
var<private> oT6: vec4f;
var<private> oT7: vec4f;
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(1.0, 0.25, -0.75, 4.0);
  oD0 = v1;
  oD1 = r0;
  oFog = v2.xxxx;
  oPts = vec4f(2.0);
  oT0 = v2;
  oT1 = vec4f(v2.xy, oT1.zw);
  oT2 = vec4f(v1.xyz, oT2.w);
  oT3 = cf[4];
  oT4.x = cf[5].y;
  oT5 = cf[6];
  oT6 = vec4f(oT6.xy, cf[7].zw);
  oT7 = r0;
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
  @location(4) l4: vec4f,
  @location(5) l5: vec4f,
  @location(6) l6: vec4f,
  @location(7) l7: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
  @location(12) l12: vec4f,
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
  out.l4 = oT4;
  out.l5 = oT5;
  out.l6 = oT6;
  out.l7 = oT7;
  out.l10 = saturate(oD0);
  out.l11 = saturate(oD1);
  out.l12 = oFog;
  return out;
}
