diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> v: array<vec4<f32>, 16>;
var<private> oC0: vec4<f32>;
var<private> aL: i32;
fn d3d_v_rel(i: i32) -> vec4<f32> {
  if (i >= 0 && i < 16) {
    return v[i];
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
  let loop0 = vec4<i32>(3, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = r0;
        let s1 = d3d_v_rel(aL + 0);
        let t = s0 + s1;
        r0 = (t);
      }
      {
        let s0 = r0.xxxx;
        let s1 = d3d_v_rel(aL + 1).yyyy;
        let t = s0 + s1;
        r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
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
  v[0] = input.l0;
  v[1] = input.l1;
  v[2] = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
