diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 224>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> aL: i32;
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 1) {
    return vec4<f32>(0.0, 2.0, -1.0, 8.0);
  }
  if (i == 0) {
    return vec4<f32>(0.5, 0.25, 0.75, 1.0);
  }
  if (i >= 0 && i < 224) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = vec4<f32>(0.0, 2.0, -1.0, 8.0).xxxx;
    let t = s0;
    r0 = (t);
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(8, 4, 2, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = d3d_c_rel(aL + 0);
        let s1 = v0;
        let s2 = r0;
        let t = (s0 * s1) + s2;
        r0 = (t);
      }
      {
        let s0 = r0;
        let s1 = d3d_c_rel(aL + 1).zwzw;
        let t = s0 + s1;
        r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
      }
      {
        let s0 = r0.zzzz;
        let s1 = (-d3d_c_rel(aL + 2).xxxx);
        let t = (s0 * s1);
        r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
      }
      {
        let s0 = r0;
        let s1 = (-d3d_c_rel(aL + 3));
        let t = s0 + s1;
        r0 = (t);
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
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
