diagnostic(off, derivative_uniformity);

@group(1) @binding(6) var tex3: texture_3d<f32>;
@group(1) @binding(7) var samp3: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let t = s0;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = t0.xxxx;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = r0;
    let t = textureSample(tex3, samp3, s0.xyz);
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
