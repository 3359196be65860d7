diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  if (any((t0 < vec4<f32>(0.0)))) {
    discard;
  }
  {
    let s0 = t1.xyyy;
    let s1 = vec4<f32>(0.5, 0.5, 0.5, 0.5);
    let t = s0 - s1;
    r0 = (t);
  }
  if (any((r0 < vec4<f32>(0.0)))) {
    discard;
  }
  {
    let s0 = t1;
    let t = textureSample(tex0, samp0, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r1;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
