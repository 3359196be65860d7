diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v1;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = r0.wwww;
    let s1 = vec4<f32>(0.5, 0.5, 0.5, 0.5);
    let t = s0 - s1;
    r1 = (t);
  }
  if (any((r1 < vec4<f32>(0.0)))) {
    discard;
  }
  if (any((v0 < vec4<f32>(0.0)))) {
    discard;
  }
  if ((r0.xxxx).x > (vec4<f32>(0.5, 0.5, 0.5, 0.5).xxxx).x) {
    if (any((r0 < vec4<f32>(0.0)))) {
      discard;
    }
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
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
