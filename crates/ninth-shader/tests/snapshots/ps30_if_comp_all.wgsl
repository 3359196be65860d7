diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = vec4f(0.0);
  if (v0.x > 0.5) {
    r0.x = r0.x + 0.25;
  }
  if (v0.y == 0.25) {
    r0.y = r0.y + 0.25;
  }
  if (v0.z >= 0.75) {
    r0.z = r0.z + 0.25;
  }
  if (v0.w < 1.0) {
    r0.w = r0.w + 0.25;
  }
  if (v2.x != (-v2.y)) {
    r0 = r0 + vec4f(0.25);
  } else {
    if (abs(v2.z) <= v2.w) {
      r0 = r0 - vec4f(0.25);
    }
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
