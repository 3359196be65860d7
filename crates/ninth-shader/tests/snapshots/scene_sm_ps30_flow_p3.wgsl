diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  r0 = v1;
  r3.x = v0.y * 6.2831855 + -3.1415927;
  r4 = vec4f(vec2f(cos(r3.x), sin(r3.x)), r4.zw);
  r0.y = r4.y * 0.25 + 0.5;
  p0.x = v0.x < 0.5;
  {
    let t = r0.z + 0.5;
    r0 = select(r0, vec4f(r0.x, r0.y, t, r0.w), p0.xxxx);
  }
  d3d_l1();
  oC0 = r0;
}
fn d3d_l1() {
  r0.x = r0.x * v0.x;
  r0.w = r4.x * 0.5 + 0.5;
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
  v0 = input.l0;
  v1 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
