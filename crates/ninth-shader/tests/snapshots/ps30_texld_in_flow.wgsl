diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> v0: vec4f;
var<private> oC0: vec4f;
var<private> aL: i32;
fn d3d_main() {
  r0 = vec4f(0.0);
  r1 = vec4f(v0.xy, r1.zw);
  r1 = vec4f(r1.xy, vec2f(0.0));
  let aL_outer0 = aL;
  let loop0 = vec4i(4, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r2 = textureSampleLevel(tex0, samp0, r1.xy, r1.w);
      r0 = r0 + r2;
      r1.x = r1.x + 0.125;
      if (r2.w > 0.5) {
        r3 = textureSample(tex0, samp0, r1.xy);
        r0 = r0 + r3;
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  r0 = r0 * vec4f(0.125);
  oC0 = r0;
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
