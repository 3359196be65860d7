diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = (-v0);
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = abs(v0);
    let s1 = (-abs(v2));
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = (-abs(r1.xxxx));
    let s1 = r0.wzyx;
    let s2 = abs(v2.wwww);
    let t = (s0 * s1) + s2;
    r2 = (t);
  }
  {
    let s0 = r2;
    let s1 = (-abs(cf[0]));
    let t = s0 + s1;
    r2 = (t);
  }
  {
    let s0 = r2;
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
