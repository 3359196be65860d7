struct NinthFixedStage {
  constant: vec4f,
  bump_mat: vec4f,
  bump_lum: vec4f,
  border: vec4f,
}
struct NinthFixed {
  tfactor: vec4f,
  fog_color: vec4f,
  fog: vec4f,
  alpha: vec4f,
  stages: array<NinthFixedStage, 8>,
}
@group(0) @binding(2) var<uniform> fx: NinthFixed;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
struct PsIn {
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
}
@fragment
fn main(input: PsIn) -> @location(0) vec4f {
  let diffuse = input.l10;
  let specular = vec4f(0.0);
  var current = diffuse;
  var temp = vec4f(0.0);
  let t0 = textureSampleBias(tex0, samp0, input.l0.xy, fx.stages[0].bump_lum.z);
  // stage 0: D3DTOP_MODULATE / D3DTOP_SELECTARG1
  {
    let c1 = t0;
    let c2 = diffuse;
    let a1 = t0;
    current = vec4f(saturate(c1.xyz * c2.xyz), saturate(a1.w));
  }
  var color = current;
  return color;
}
