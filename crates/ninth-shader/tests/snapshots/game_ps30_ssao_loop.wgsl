diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 224>;
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
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> aL: i32;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 1) {
    return vec4f(0.02, 10.0, 0.0, 0.0);
  }
  if (i == 0) {
    return vec4f(0.0, 1.0, 0.125, 0.0);
  }
  if (i >= 0 && i < 224) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = vec4f(v0.xy, r0.zw);
  r0 = vec4f(r0.xy, vec2f(0.0));
  r1 = textureSampleLevel(tex0, samp0, r0.xy, r0.w);
  r2 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(8, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r3 = vec4f(d3d_c_rel(aL + 20).xy * vec2f(0.02) + v0.xy, r3.zw);
      r3 = vec4f(r3.xy, vec2f(0.0));
      r4 = textureSampleLevel(tex0, samp0, r3.xy, r3.w);
      r5.x = r1.x + (-r4.x);
      r5.y = saturate(r5.x * 10.0);
      r5.z = select(0.0, r5.y, r5.x >= 0.0);
      r2.x = r2.x + r5.z;
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  r2.x = r2.x * (- 0.125) + 1.0;
  r6 = textureSample(tex1, samp1, v0.xy);
  r6 = vec4f(r6.xyz * r2.xxx, r6.w);
  oC0 = r6;
}
struct PsIn {
  @location(0) l0: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
