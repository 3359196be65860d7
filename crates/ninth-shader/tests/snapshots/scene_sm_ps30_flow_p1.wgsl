diagnostic(off, derivative_uniformity);

@group(0) @binding(4) var<uniform> ci: array<vec4i, 16>;
@group(0) @binding(6) var<uniform> cb: array<vec4u, 4>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = v1;
  let rep0 = ci[1];
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      r0 = vec4f(r0.xyz * vec3f(0.5), r0.w);
      r0.y = r0.y + 0.125;
      continuing { n0 = n0 + 1; }
    }
  }
  if ((cb[0][0] != 0u)) {
    r0.z = r0.z + v0.x;
  } else {
    r0.x = r0.x * v0.y;
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
  v0 = input.l0;
  v1 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
