diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 2>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = select(cf[0], v0, t0 >= vec4f(0.0));
  r1 = select(vec4f(1.0), vec4f(0.5), (-t0.xxxx) >= vec4f(0.0));
  r1.w = saturate(select(-0.75, 0.0, t1.y >= 0.0));
  r2.x = dot(t1.xy, cf[1].xy) + 0.5;
  r2.y = dot(t0.xy, (-cf[1].xy)) + t0.w;
  r2 = vec4f(r2.xy, vec2f(saturate(dot(v0.xy, v0.xy) + -0.75)));
  r0 = r0 + r1;
  r0 = r2 * vec4f(0.5) + r0;
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
