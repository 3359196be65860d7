diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_main() {
  r0.x = d3d_pow(t0.x, 2.0);
  r0.y = d3d_pow((-t0.y), 1.0);
  r0 = vec4f(r0.xy, vec2f(d3d_pow(0.0, t1.x)));
  r1 = fract(t0);
  r1.w = fract((-v0.w));
  r2 = abs((-t0));
  r0 = r0 + r1;
  r0 = r0 + r2;
  oC0 = r0;
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
