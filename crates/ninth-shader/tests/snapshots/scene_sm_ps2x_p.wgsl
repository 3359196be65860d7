diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(0) @binding(6) var<uniform> cb: array<vec4u, 4>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  r1 = v0;
  p0 = t0.xxxx > vec4f(0.5);
  {
    let t = t0.yxy;
    r1 = select(r1, vec4f(t.x, t.y, t.z, r1.w), p0);
  }
  r2 = dpdx(t0);
  r3 = dpdy(t0);
  r2.x = r2.x + r3.y;
  r1.z = r2.x * cf[0].y + r1.z;
  r0 = vec4f(0.25);
  let rep0 = vec4i(3, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      r0.x = r0.x + cf[0].x;
      if (r0.x > cf[0].z) { break; }
      continuing { n0 = n0 + 1; }
    }
  }
  if ((cb[0][0] != 0u)) {
    r1 = vec4f(r1.xy * vec2f(0.75), r1.zw);
  }
  if (t0.y < 0.5) {
    r1.x = r1.x + r0.x;
  } else {
    r1.y = r1.y + r0.x;
  }
  r1.w = 1.0;
  oC0 = r1;
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
