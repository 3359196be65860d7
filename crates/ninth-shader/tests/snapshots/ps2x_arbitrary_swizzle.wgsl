diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0.wzyx;
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = t1.yzxw;
    let s1 = t0.zzxy;
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1.xxyy;
    let s1 = r0.wzzw;
    let s2 = cf[0].yyxx;
    let t = (s0 * s1) + s2;
    r2 = vec4<f32>(r2.x, (t.y), r2.z, (t.w));
  }
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r3 = (t);
  }
  {
    let s0 = r3.zyxw;
    let s1 = r2;
    let t = (s0 * s1);
    r3 = (t);
  }
  {
    let s0 = r3;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
