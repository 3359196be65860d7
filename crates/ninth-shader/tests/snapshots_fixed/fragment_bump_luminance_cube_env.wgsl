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
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_cube<f32>;
@group(1) @binding(5) var samp2: sampler;
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(10) l10: vec4f,
}
@fragment
fn main(input: PsIn) -> @location(0) vec4f {
  let diffuse = input.l10;
  let specular = vec4f(0.0);
  var current = diffuse;
  var temp = vec4f(0.0);
  let t0 = textureSampleBias(tex0, samp0, input.l0.xy, fx.stages[0].bump_lum.z);
  let t1 = textureSampleBias(tex1, samp1, input.l1.xy, fx.stages[1].bump_lum.z);
  let bump2 = fx.stages[1].bump_mat.xy * t1.x + fx.stages[1].bump_mat.zw * t1.y;
  let t2 = textureSampleBias(tex2, samp2, input.l2.xyz + vec3f(bump2, 0.0), fx.stages[2].bump_lum.z) * saturate(t1.z * fx.stages[1].bump_lum.x + fx.stages[1].bump_lum.y);
  // stage 0: D3DTOP_MODULATE / D3DTOP_SELECTARG1
  {
    let c1 = t0;
    let c2 = diffuse;
    let a1 = t0;
    current = vec4f(saturate(c1.xyz * c2.xyz), saturate(a1.w));
  }
  // stage 1: D3DTOP_BUMPENVMAPLUMINANCE / D3DTOP_SELECTARG1
  {
    let a1 = current;
    current = vec4f(saturate(current.xyz), saturate(a1.w));
  }
  // stage 2: D3DTOP_ADD / D3DTOP_SELECTARG1
  {
    let c1 = t2;
    let c2 = current;
    let a1 = current;
    current = vec4f(saturate(c1.xyz + c2.xyz), saturate(a1.w));
  }
  var color = current;
  return color;
}
