diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_2d<f32>;
@group(1) @binding(7) var samp3: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(2.0, -1.0, 0.5, 0.0).xxxx;
    let s2 = vec4<f32>(2.0, -1.0, 0.5, 0.0).yyyy;
    let t = (s0 * s1) + s2;
    r1 = (t);
  }
  {
    let s0 = r1;
    let t = textureSample(tex1, samp1, s0.xy);
    r2 = (t);
  }
  {
    let s0 = r2;
    let s1 = vec4<f32>(2.0, -1.0, 0.5, 0.0).zzzz;
    let t = (s0 * s1);
    r3 = (t);
  }
  {
    let s0 = r3;
    let t = textureSample(tex2, samp2, s0.xy);
    r4 = (t);
  }
  {
    let s0 = r4;
    let s1 = r2;
    let t = s0 + s1;
    r5 = (t);
  }
  {
    let s0 = r5;
    let t = textureSample(tex3, samp3, s0.xy);
    r6 = (t);
  }
  {
    let s0 = r6;
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
