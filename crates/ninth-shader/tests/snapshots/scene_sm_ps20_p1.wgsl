diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_main() {
  r0 = vec4f(t0.xy + vec2f(0.25), r0.zw);
  r1.x = d3d_rcp(r0.x);
  r1.y = d3d_rsq(r0.y);
  r1.z = exp2((-r0.x));
  r1.w = d3d_log(r0.y);
  r2.x = d3d_pow(r0.x, 2.0);
  r2.y = fract(r1.x);
  r2.z = r1.w + (- 0.5);
  r2.z = abs(r2.z);
  r3.x = r1.x * 0.5;
  r3.y = r2.x * 0.25 + r2.y;
  r3.z = r1.z * r2.z + r1.y;
  r3.w = 1.0;
  oC0 = r3;
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
