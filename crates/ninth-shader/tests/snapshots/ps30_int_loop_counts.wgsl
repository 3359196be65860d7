diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 224>;
@group(0) @binding(4) var<uniform> ci: array<vec4i, 16>;
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
  let loop0 = vec4i(255, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0.x = r0.x + 0.25;
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  let aL_outer1 = aL;
  let loop1 = vec4i(0, 0, 0, 0);
  aL = loop1.y;
  {
    var n1 = 0;
    loop {
      if (n1 >= clamp(loop1.x, 0, 255)) { break; }
      r0.y = r0.y + 0.25;
      continuing { n1 = n1 + 1; aL = aL + loop1.z; }
    }
    aL = aL_outer1;
  }
  let aL_outer2 = aL;
  let loop2 = vec4i(1, -5, -1, 0);
  aL = loop2.y;
  {
    var n2 = 0;
    loop {
      if (n2 >= clamp(loop2.x, 0, 255)) { break; }
      r0.z = r0.z + d3d_c_rel(aL + 10).x;
      continuing { n2 = n2 + 1; aL = aL + loop2.z; }
    }
    aL = aL_outer2;
  }
  let rep3 = vec4i(10, 255, 255, 0);
  {
    var n3 = 0;
    loop {
      if (n3 >= clamp(rep3.x, 0, 255)) { break; }
      r0.w = r0.w + 0.25;
      continuing { n3 = n3 + 1; }
    }
  }
  let rep4 = ci[4];
  {
    var n4 = 0;
    loop {
      if (n4 >= clamp(rep4.x, 0, 255)) { break; }
      r0.w = r0.w + 0.25;
      continuing { n4 = n4 + 1; }
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
