diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> r7: vec4f;
var<private> r8: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> d3d_vpos: vec4f;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v0.xy);
  r1 = vec4f(0.0);
  r1 = textureSampleLevel(tex1, samp1, r1.xy, r1.w);
  r2.x = dot(r0.xyz, vec3f(0.2125, 0.7154, 0.0721));
  r2.y = r1.x + 0.0001;
  r2.y = d3d_rcp(r2.y);
  r2.z = r2.x * 0.18;
  r2.z = r2.z * r2.y;
  r2.w = cf[0].x * cf[0].x;
  r2.w = d3d_rcp(r2.w);
  r3.x = r2.z * r2.w + 1.0;
  r3.x = r3.x * r2.z;
  r3.y = r2.z + 1.0;
  r3.y = d3d_rcp(r3.y);
  r3.x = r3.x * r3.y;
  r2.x = r2.x + 0.0001;
  r2.x = d3d_rcp(r2.x);
  r3.x = r3.x * r2.x;
  r4 = vec4f(r0.xyz * r3.xxx, r4.w);
  r5.x = d3d_log(r4.x);
  r5.y = d3d_log(r4.y);
  r5.z = d3d_log(r4.z);
  r5 = vec4f(r5.xyz * vec3f(0.45454547), r5.w);
  r6.x = exp2(r5.x);
  r6.y = exp2(r5.y);
  r6.z = exp2(r5.z);
  r7.x = dot(d3d_vpos.xy, vec2f(12.9898, 78.233)) + 0.0;
  r8.y = sin(r7.x);
  r8.x = r8.y * 43758.547;
  r8.x = fract(r8.x);
  r6 = vec4f(r8.xxx * vec3f(0.00390625) + r6.xyz, r6.w);
  r6.w = 1.0;
  oC0 = r6;
}
struct PsIn {
  @builtin(position) frag_coord: vec4f,
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  d3d_vpos = vec4f(input.frag_coord.xy - vec2f(0.5), 0.0, 0.0);
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
