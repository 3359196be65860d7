diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 16>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = vec4f(dot(t0, cf[0]), dot(t0, cf[1]), dot(t0, cf[2]), dot(t0, cf[3]));
  r1 = vec4f(vec3f(dot(t0, cf[4]), dot(t0, cf[5]), dot(t0, cf[6])), r1.w);
  r2 = vec4f(dot(t0.xyz, cf[7].xyz), dot(t0.xyz, cf[8].xyz), dot(t0.xyz, cf[9].xyz), dot(t0.xyz, cf[10].xyz));
  r3 = vec4f(vec3f(dot(v0.xyz, cf[11].xyz), dot(v0.xyz, cf[12].xyz), dot(v0.xyz, cf[13].xyz)), r3.w);
  r4 = vec4f(vec2f(dot(t1.xyz, cf[14].xyz), dot(t1.xyz, cf[15].xyz)), r4.zw);
  r1.w = 1.0;
  r3.w = 0.25;
  r4 = vec4f(r4.xy, vec2f(2.0, 0.0));
  r0 = r0 + r1;
  r0 = r0 + r2;
  r0 = r0 + r3;
  r0 = r0 + r4;
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
