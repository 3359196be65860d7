diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> oC1: vec4<f32>;
var<private> oC2: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v1;
    let t = s0;
    oC0 = (t);
  }
  {
    let s0 = v0;
    let t = s0;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = vec4<f32>(1.0, 0.5, 0.25, 0.0).yxxx;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), (t.w));
  }
  {
    let s0 = r0;
    let t = s0;
    oC1 = (t);
  }
  {
    let s0 = vec4<f32>(1.0, 0.5, 0.25, 0.0).xxxx;
    let s1 = (-v1);
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = v0.xxxx;
    let s1 = v0.yyyy;
    let t = (s0 * s1);
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = r1;
    let t = s0;
    oC2 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
  @location(1) c1: vec4<f32>,
  @location(2) c2: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  return out;
}
