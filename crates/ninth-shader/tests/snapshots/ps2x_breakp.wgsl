diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  r0 = vec4f(0.25);
  let rep0 = vec4i(8, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      r0 = r0 + vec4f(0.25);
      p0.x = r0.x >= t0.x;
      if (p0.x) { break; }
      p0.y = r0.y < 0.5;
      if (!p0.y) { break; }
      continuing { n0 = n0 + 1; }
    }
  }
  if (p0.x) {
    r0.w = 1.0;
  }
  if (!p0.y) {
    r0.z = 0.75;
  }
  oC0 = r0;
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
