diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 224>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> aL: i32;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 1) {
    return vec4f(0.0, 2.0, -1.0, 8.0);
  }
  if (i == 0) {
    return vec4f(0.5, 0.25, 0.75, 1.0);
  }
  if (i >= 0 && i < 224) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(8, 4, 2, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0 = d3d_c_rel(aL + 0) * v0 + r0;
      r0 = vec4f(r0.xy + d3d_c_rel(aL + 1).zw, r0.zw);
      r0.z = r0.z * (-d3d_c_rel(aL + 2).x);
      r0 = r0 + (-d3d_c_rel(aL + 3));
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
