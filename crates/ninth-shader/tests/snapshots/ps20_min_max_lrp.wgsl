diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = min(t0, v0);
  r1 = max(t0, (-v0));
  r2 = r1 + t1.xxxx * (r0 - r1);
  r2.w = saturate(1.0 + 0.25 * (r0.w - 1.0));
  r2 = vec4f(max(r2.xyz, vec3f(0.0)), r2.w);
  oC0 = r2;
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
