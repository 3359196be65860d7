struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 12>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> r7: vec4f;
var<private> r8: vec4f;
var<private> r9: vec4f;
var<private> r10: vec4f;
var<private> r11: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oPos: vec4f;
var<private> oFog: vec4f;
var<private> oD0: vec4f;
var<private> oT0: vec4f;
var<private> oT1: vec4f;
var<private> oT2: vec4f;
var<private> oT3: vec4f;
var<private> oT4: vec4f;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0.x = dot(v0.xzw, cf[4].xyz);
  r0.x = r0.x * 0.15915494 + cf[5].x;
  r0.x = fract(r0.x);
  r0.x = r0.x * 6.2831855 + -3.1415927;
  r1 = vec4f(vec2f(cos(r0.x), sin(r0.x)), r1.zw);
  r0.y = dot(v0.xzw, cf[6].xyz);
  r0.y = r0.y * 0.15915494 + cf[5].y;
  r0.y = fract(r0.y);
  r0.y = r0.y * 6.2831855 + -3.1415927;
  r2 = vec4f(vec2f(cos(r0.y), sin(r0.y)), r2.zw);
  r3 = v0;
  r3.y = r1.y * cf[7].x + r3.y;
  r3.y = r2.y * cf[7].y + r3.y;
  r4.x = r1.x * cf[7].x;
  r4.y = r2.x * cf[7].y;
  {
    let t = r4.xx * cf[4].xy;
    r5 = vec4f(t.x, r5.y, t.y, r5.w);
  }
  {
    let t = r4.yy * cf[6].xy + r5.xz;
    r5 = vec4f(t.x, r5.y, t.y, r5.w);
  }
  r5.y = 1.0;
  r6 = vec4f((d3d_nrm(r5)).xyz, r6.w);
  r7 = vec4f(dot(r3, cf[0]), dot(r3, cf[1]), dot(r3, cf[2]), dot(r3, cf[3]));
  oPos = r7;
  r8 = vec4f(r7.ww * vec2f(0.5), r8.zw);
  r8.x = r7.x * 0.5 + r8.x;
  r8.y = r7.y * (- 0.5) + r8.y;
  r8 = vec4f(r8.xy, r7.zw);
  oT0 = r8;
  oT1 = vec4f(v1.xy + cf[8].xy, oT1.zw);
  oT2 = vec4f(v1.xy + cf[8].zw, oT2.zw);
  r9 = vec4f(cf[9].xyz + (-r3.xyz), r9.w);
  r10 = vec4f((d3d_nrm(r9)).xyz, r10.w);
  oT3 = vec4f(r10.xyz, oT3.w);
  oT4 = vec4f(r6.xyz, oT4.w);
  r11.x = cf[10].x + (-r7.w);
  oFog = r11.xxxx * cf[10].yyyy;
  oD0 = cf[11];
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
  @location(4) l4: vec4f,
  @location(10) l10: vec4f,
  @location(12) l12: vec4f,
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
  out.l0 = oT0;
  out.l1 = oT1;
  out.l2 = oT2;
  out.l3 = oT3;
  out.l4 = oT4;
  out.l10 = saturate(oD0);
  out.l12 = oFog;
  return out;
}
