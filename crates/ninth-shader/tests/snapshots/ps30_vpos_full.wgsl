diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
fn d3d_main() {
  {
    let s0 = d3d_vpos;
    let s1 = cf[0];
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = v0;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @builtin(position) frag_coord: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  d3d_vpos = vec4<f32>(input.frag_coord.xy - vec2<f32>(0.5), 0.0, 0.0);
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
