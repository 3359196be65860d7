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
@group(1) @binding(0) var tex0: texture_3d<f32>;
@group(1) @binding(1) var samp0: sampler;
struct PsIn {
  @location(7) l7: vec4f,
  @location(10) l10: vec4f,
  @location(12) l12: vec4f,
}
@fragment
fn main(input: PsIn) -> @location(0) vec4f {
  let diffuse = input.l10;
  let specular = vec4f(0.0);
  var current = diffuse;
  var temp = vec4f(0.0);
  let t0 = textureSampleBias(tex0, samp0, input.l7.xyz / input.l7.z, fx.stages[0].bump_lum.z);
  // stage 0: D3DTOP_MODULATE / D3DTOP_SELECTARG1
  {
    let c1 = t0;
    let c2 = diffuse;
    let a1 = t0;
    current = vec4f(saturate(c1.xyz * c2.xyz), saturate(a1.w));
  }
  var color = current;
  let fog_factor = saturate(exp(-fx.fog.z * input.l12.x));
  color = vec4f(mix(fx.fog_color.xyz, color.xyz, fog_factor), color.w);
  let a = round(saturate(color.w) * 255.0);
  let r = fx.alpha.x;
  if (!(false)) {
    discard;
  }
  return color;
}
