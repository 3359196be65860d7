diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> oC1: vec4<f32>;
var<private> oC2: vec4<f32>;
var<private> oC3: vec4<f32>;
var<private> oDepth: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v0;
    let t = s0;
    oC0 = (t);
  }
  {
    let s0 = v1;
    let t = s0;
    oC1 = (t);
  }
  {
    let s0 = t0;
    let s1 = vec4<f32>(1.0, 0.5, 0.25, 0.0).yyyy;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oC2 = (t);
  }
  {
    let s0 = vec4<f32>(1.0, 0.5, 0.25, 0.0);
    let t = s0;
    oC3 = (t);
  }
  {
    let s0 = t0.zzzz;
    let t = s0;
    oDepth = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(10) l10: vec4<f32>,
  @location(11) l11: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
  @location(1) c1: vec4<f32>,
  @location(2) c2: vec4<f32>,
  @location(3) c3: vec4<f32>,
  @builtin(frag_depth) depth: f32,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  v0 = input.l10;
  v1 = input.l11;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  out.c3 = oC3;
  out.depth = oDepth.x;
  return out;
}
