diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = t0.xxxx;
  r1 = t0.yyyy;
  r2 = t0.zzzz;
  r3 = t0.wwww;
  r4.x = r0.x;
  r4.y = r1.y;
  r4.z = r2.z;
  r4.w = r3.w;
  r5 = vec4f(vec2f(0.1, 0.2), r5.zw);
  r5 = vec4f(r5.xy, vec2f(0.4));
  r4 = r4 + r5;
  r6 = vec4f(r4.xyz, r6.w);
  r6.w = r4.x;
  oC0 = r6;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
