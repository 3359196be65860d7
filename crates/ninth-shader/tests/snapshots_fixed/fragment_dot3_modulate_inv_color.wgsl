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
  // stage 0: D3DTOP_DOTPRODUCT3 / D3DTOP_DISABLE
  {
    let c1 = t0;
    let c2 = diffuse;
    current = vec4f(saturate(dot(c1.xyz * 2.0 - 1.0, c2.xyz * 2.0 - 1.0)));
  }
  // stage 1: D3DTOP_MODULATEINVCOLOR_ADDALPHA / D3DTOP_BLENDCURRENTALPHA
  {
    let c1 = current;
    let c2 = fx.tfactor;
    let a1 = fx.tfactor;
    let a2 = current;
    current = vec4f(saturate((1.0 - c1.xyz) * c2.xyz + c1.w), saturate(a1.w * current.w + a2.w * (1.0 - current.w)));
  }
  var color = current;
  return color;
}
