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
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
struct PsIn {
  @builtin(position) frag_coord: vec4f,
  @location(3) l3: vec4f,
  @location(10) @interpolate(flat) l10: vec4f,
  @location(11) @interpolate(flat) l11: vec4f,
}
@fragment
fn main(input: PsIn) -> @location(0) vec4f {
  let diffuse = input.l10;
  let specular = input.l11;
  var current = diffuse;
  var temp = vec4f(0.0);
  let t1 = textureSampleBias(tex1, samp1, input.l3.xy / input.l3.w, fx.stages[1].bump_lum.z);
  // stage 0: D3DTOP_SELECTARG1 / D3DTOP_SELECTARG1
  {
    let c1 = fx.tfactor;
    let a1 = fx.stages[0].constant;
    temp = vec4f(saturate(c1.xyz), saturate(a1.w));
  }
  // stage 1: D3DTOP_LERP / D3DTOP_MULTIPLYADD
  {
    let c0 = temp.wwww;
    let c1 = fx.stages[1].constant;
    let c2 = (vec4f(1.0) - diffuse);
    let a0 = temp;
    let a1 = specular;
    let a2 = t1;
    current = vec4f(saturate(c0.xyz * c1.xyz + (1.0 - c0.xyz) * c2.xyz), saturate(a0.w + a1.w * a2.w));
  }
  var color = current;
  color = vec4f(saturate(color.xyz + specular.xyz), color.w);
  let fog_factor = saturate((fx.fog.y - (1.0 / input.frag_coord.w)) * fx.fog.w);
  color = vec4f(mix(fx.fog_color.xyz, color.xyz, fog_factor), color.w);
  let a = round(saturate(color.w) * 255.0);
  let r = fx.alpha.x;
  if (!(a >= r)) {
    discard;
  }
  return color;
}
