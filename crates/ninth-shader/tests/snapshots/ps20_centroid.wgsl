diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
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
    let s0 = r0;
    let s1 = v0;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = t1;
    let s1 = v1;
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = t2;
    let t = s0 + s1;
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
  @location(10) l10: vec4<f32>,
  @location(11) l11: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  v0 = input.l10;
  v1 = input.l11;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
