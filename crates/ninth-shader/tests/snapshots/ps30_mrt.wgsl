diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> oC1: vec4<f32>;
var<private> oC2: vec4<f32>;
var<private> oC3: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v2;
    let t = s0;
    oC0 = (t);
  }
  {
    let s0 = v0;
    let t = s0;
    oC1 = (t);
  }
  {
    let s0 = v2;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oC2 = (t);
  }
  {
    let s0 = v1.xyxy;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).zzzz;
    let s2 = vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww;
    let t = (s0 * s1) + s2;
    oC3 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
  @location(1) c1: vec4<f32>,
  @location(2) c2: vec4<f32>,
  @location(3) c3: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  out.c3 = oC3;
  return out;
}
