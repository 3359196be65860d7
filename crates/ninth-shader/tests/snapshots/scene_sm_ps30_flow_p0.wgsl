diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
@group(0) @binding(4) var<uniform> ci: array<vec4<i32>, 16>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> aL: i32;
fn d3d_main() {
  {
    let s0 = v1;
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.125, 0.5, 0.25, 1.0).yyyy;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  let aL_outer0 = aL;
  let loop0 = ci[0];
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = r0;
        let s1 = cf[0];
        let t = s0 + s1;
        r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
      }
      if ((r0.xxxx).x >= (vec4<f32>(0.125, 0.5, 0.25, 1.0).wwww).x) { break; }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
