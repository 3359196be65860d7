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
struct PsIn {
  @location(10) l10: vec4f,
}
@fragment
fn main(input: PsIn) -> @location(0) vec4f {
  let diffuse = input.l10;
  let specular = vec4f(0.0);
  var current = diffuse;
  var temp = vec4f(0.0);
  var color = current;
  return color;
}
