diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  r0 = v2;
  p0 = v0 > vec4f(0.5);
  let rep0 = vec4i(4, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      {
        let t = r0.x + 0.25;
        r0 = select(r0, vec4f(t, r0.y, r0.z, r0.w), p0.xxxx);
      }
      {
        let t = r0.y * 0.5;
        r0 = select(r0, vec4f(r0.x, t, r0.z, r0.w), !p0.yyyy);
      }
      if (p0.z) { break; }
      continuing { n0 = n0 + 1; }
    }
  }
  if (p0.w) {
    r0.w = 1.0;
  }
  if (!p0.x) { d3d_l2(); }
  oC0 = r0;
}
fn d3d_l2() {
  r0.z = 0.0;
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
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
