diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> aL: i32;
fn d3d_main() {
  r0 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(16, 0, 0, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0 = r0 + vec4f(0.25);
      if (r0.x > v0.x) { break; }
      if (r0.y == v0.y) { break; }
      if (r0.z >= v0.z) { break; }
      if (r0.w < (-v0.w)) { break; }
      if (r0.x != r0.x) { break; }
      if (1.0 <= r0.y) { break; }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
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
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
