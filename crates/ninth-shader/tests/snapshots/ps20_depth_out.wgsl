diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> oDepth: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0.zzzz;
    let s1 = vec4<f32>(0.5, 0.0, 1.0, 0.0).xxxx;
    let s2 = vec4<f32>(0.5, 0.0, 1.0, 0.0).xxxx;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(saturate(t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let t = s0;
    oDepth = (t);
  }
  {
    let s0 = t0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
  @builtin(frag_depth) depth: f32,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.depth = oDepth.x;
  return out;
}
