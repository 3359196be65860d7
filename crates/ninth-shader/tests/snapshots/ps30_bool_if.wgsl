diagnostic(off, derivative_uniformity);

@group(0) @binding(6) var<uniform> cb: array<vec4<u32>, 4>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v2;
    let t = s0;
    r0 = (t);
  }
  if (true) {
    {
      let s0 = r0;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
      let t = (s0 * s1);
      r0 = (t);
    }
    if (false) {
      {
        let s0 = r0;
        let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
        let t = s0 + s1;
        r0 = (t);
      }
    } else {
      if ((cb[0][2] != 0u)) {
        {
          let s0 = r0;
          let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
          let t = s0 - s1;
          r0 = (t);
        }
      }
    }
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
