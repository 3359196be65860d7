diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1.x = dot(r0.xyz, vec3f(0.299, 0.587, 0.114));
  r2.x = dpdx(r1.x);
  r2.y = dpdy(r1.x);
  r2 = vec4f(r2.xy * r2.xy, r2.zw);
  r2.x = r2.x + r2.y;
  r2.x = d3d_rsq(r2.x);
  r2.x = d3d_rcp(r2.x);
  r3 = vec4f(r1.xxx * vec3f(1.2, 1.0, 0.8), r3.w);
  p0.x = r2.x > 0.1;
  {
    let t = r3.xyz * vec3f(0.0);
    r3 = select(r3, vec4f(t.x, t.y, t.z, r3.w), p0.xxxx);
  }
  {
    let t = r2.xxx * vec3f(4.0) + r3.xyz;
    r3 = select(r3, vec4f(t.x, t.y, t.z, r3.w), !p0.xxxx);
  }
  r3.w = 1.0;
  oC0 = r3;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
