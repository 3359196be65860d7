diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0.x = t1.x * 4.0 + -1.5;
  r1 = vec4f(vec2f(cos(r0.x), sin(r0.x)), r1.zw);
  r2.x = cos(t1.y);
  r2.y = sin(r0.x);
  r1 = vec4f(r1.xy, vec2f(2.0, 0.0));
  r2 = vec4f(r2.xy, vec2f(-0.75, 4.0));
  r1 = r1 + r2;
  oC0 = r1;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
