diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 2>;
var<private> r9: vec4<f32>;
var<private> r10: vec4<f32>;
var<private> r11: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> t7: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
    let t = s0;
    r11 = (t);
  }
  {
    let s0 = t7;
    let s1 = cf[1];
    let s2 = r11;
    let t = (s0 * s1) + s2;
    r10 = (t);
  }
  {
    let s0 = v1;
    let s1 = cf[0].wwww;
    let t = (s0 * s1);
    r9 = (t);
  }
  {
    let s0 = r10;
    let s1 = r9;
    let t = s0 + s1;
    r11 = (t);
  }
  {
    let s0 = r11;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(7) l7: vec4<f32>,
  @location(11) l11: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t7 = input.l7;
  v1 = input.l11;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
