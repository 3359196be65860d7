diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 2>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_cube<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_3d<f32>;
@group(1) @binding(7) var samp3: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> t2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = t1;
    let t = textureSample(tex1, samp1, s0.xy / s0.w);
    r1 = (t);
  }
  {
    let s0 = t0;
    let t = textureSampleBias(tex0, samp0, s0.xy, s0.w);
    r2 = (t);
  }
  {
    let s0 = t2;
    let t = textureSample(tex2, samp2, s0.xyz);
    r3 = (t);
  }
  {
    let s0 = t2;
    let t = textureSample(tex3, samp3, s0.xyz);
    r4 = (t);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r2;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r3;
    let s1 = cf[0];
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = r4;
    let s1 = cf[1];
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
