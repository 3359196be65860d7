diagnostic(off, derivative_uniformity);

@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
var<private> r0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t1;
    let t = textureSampleBias(tex1, samp1, s0.xy, s0.w);
    r0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(1) l1: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t1 = input.l1;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
