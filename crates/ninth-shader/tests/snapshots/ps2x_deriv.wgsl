diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let t = dpdx(s0);
    r0 = (t);
  }
  {
    let s0 = t0.yxwz;
    let t = dpdy(s0);
    r1 = (t);
  }
  {
    let s0 = (-t0);
    let t = dpdx(s0);
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = t0;
    let t = dpdy(s0);
    r2 = vec4<f32>(r2.x, r2.y, (t.z), (t.w));
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r2;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
