diagnostic(off, derivative_uniformity);

@group(1) @binding(4) var tex2: texture_cube<f32>;
@group(1) @binding(5) var samp2: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let s1 = vec4<f32>(2.0, -1.0, 0.0, 0.0).xxxx;
    let s2 = vec4<f32>(2.0, -1.0, 0.0, 0.0).yyyy;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = vec4<f32>(2.0, -1.0, 0.0, 0.0).yyyy;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = vec4<f32>(2.0, -1.0, 0.0, 0.0).zzzz;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let t = textureSample(tex2, samp2, s0.xyz);
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
