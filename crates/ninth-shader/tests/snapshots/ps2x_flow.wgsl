diagnostic(off, derivative_uniformity);

@group(0) @binding(4) var<uniform> ci: array<vec4i, 16>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = v0;
  let rep0 = vec4i(4, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      r0.x = r0.x + 0.25;
      if (r0.x >= 1.0) {
        break;
      }
      continuing { n0 = n0 + 1; }
    }
  }
  if (true) {
    r0.y = r0.y * 0.5;
  } else {
    r0.y = r0.y + 0.5;
  }
  if (t0.x != t0.y) {
    r0.z = 0.75;
  }
  let rep1 = ci[1];
  {
    var n1 = 0;
    loop {
      if (n1 >= clamp(rep1.x, 0, 255)) { break; }
      if (r0.w < 0.5) { break; }
      r0.w = r0.w + (- 0.25);
      continuing { n1 = n1 + 1; }
    }
  }
  oC0 = r0;
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
