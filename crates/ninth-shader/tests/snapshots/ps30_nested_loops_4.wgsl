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
  let loop0 = vec4i(2, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      let aL_outer1 = aL;
      let loop1 = vec4i(3, 0, 1, 0);
      aL = loop1.y;
      {
        var n1 = 0;
        loop {
          if (n1 >= clamp(loop1.x, 0, 255)) { break; }
          let rep2 = vec4i(2, 1, 1, 0);
          {
            var n2 = 0;
            loop {
              if (n2 >= clamp(rep2.x, 0, 255)) { break; }
              let aL_outer3 = aL;
              let loop3 = vec4i(2, 0, 1, 0);
              aL = loop3.y;
              {
                var n3 = 0;
                loop {
                  if (n3 >= clamp(loop3.x, 0, 255)) { break; }
                  r0 = r0 + d3d_c_rel(aL + 10);
                  continuing { n3 = n3 + 1; aL = aL + loop3.z; }
                }
                aL = aL_outer3;
              }
              continuing { n2 = n2 + 1; }
            }
          }
          r0.x = r0.x + d3d_c_rel(aL + 20).x;
          continuing { n1 = n1 + 1; aL = aL + loop1.z; }
        }
        aL = aL_outer1;
      }
      r0 = r0 * vec4f(0.5) + d3d_c_rel(aL + 30);
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  let rep4 = vec4i(2, 0, 0, 0);
  {
    var n4 = 0;
    loop {
      if (n4 >= clamp(rep4.x, 0, 255)) { break; }
      let rep5 = vec4i(2, 0, 0, 0);
      {
        var n5 = 0;
        loop {
          if (n5 >= clamp(rep5.x, 0, 255)) { break; }
          let rep6 = vec4i(2, 0, 0, 0);
          {
            var n6 = 0;
            loop {
              if (n6 >= clamp(rep6.x, 0, 255)) { break; }
              let rep7 = vec4i(2, 0, 0, 0);
              {
                var n7 = 0;
                loop {
                  if (n7 >= clamp(rep7.x, 0, 255)) { break; }
                  r0.w = r0.w + 0.25;
                  continuing { n7 = n7 + 1; }
                }
              }
              continuing { n6 = n6 + 1; }
            }
          }
          continuing { n5 = n5 + 1; }
        }
      }
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
