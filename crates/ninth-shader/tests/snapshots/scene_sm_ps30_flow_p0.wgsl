diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(0) @binding(4) var<uniform> ci: array<vec4i, 16>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> oC0: vec4f;
var<private> aL: i32;
fn d3d_main() {
  r0 = v1;
  r0 = vec4f(r0.xyz * vec3f(0.5), r0.w);
  let aL_outer0 = aL;
  let loop0 = ci[0];
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0 = vec4f(r0.xyz + cf[0].xyz, r0.w);
      if (r0.x >= 1.0) { break; }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
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
