struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 5>;
@group(2) @binding(0) var tex0: texture_2d<f32>;
@group(2) @binding(1) var samp0: sampler;
@group(2) @binding(2) var tex1: texture_2d<f32>;
@group(2) @binding(3) var samp1: sampler;
@group(2) @binding(4) var tex2: texture_cube<f32>;
@group(2) @binding(5) var samp2: sampler;
@group(2) @binding(6) var tex3: texture_3d<f32>;
@group(2) @binding(7) var samp3: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> o0: vec4f;
var<private> o1: vec4f;
fn d3d_main() {
  r0 = vec4f(v2.xy, r0.zw);
  r0 = vec4f(r0.xy, vec2f(0.0));
  r1 = textureSampleLevel(tex0, samp0, r0.xy, r0.w);
  r2 = textureSampleLevel(tex1, samp1, r0.yx, r0.w);
  r3 = textureSampleLevel(tex2, samp2, v1.xyz, v1.w);
  r4 = textureSampleLevel(tex3, samp3, v1.xyz, v1.w);
  r5 = r1.xxxx * cf[4] + v0;
  r5.y = r5.y + r2.x;
  o0 = vec4f(dot(r5, cf[0]), dot(r5, cf[1]), dot(r5, cf[2]), dot(r5, cf[3]));
  r6 = r3 + r4;
  o1 = r6;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o1;
  return out;
}
