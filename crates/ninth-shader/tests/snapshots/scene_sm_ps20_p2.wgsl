diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0.x = saturate(dot(v0.xyz, cf[0].xyz));
  r0.y = dot(v0, (-cf[0]));
  r0.y = saturate(r0.y * -1.0 + 1.0);
  r1 = min(v0, cf[0]);
  r2 = max(v0, cf[0]);
  r3 = r2 + t0.xxxx * (r1 - r2);
  r3.z = r0.x * 0.25 + r3.z;
  r3.y = saturate(r3.y + (-r0.y));
  r3.w = t0.y * 1.0;
  oC0 = r3;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
