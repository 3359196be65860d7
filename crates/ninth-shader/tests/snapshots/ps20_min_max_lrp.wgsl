diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let s1 = v0;
    let t = min(s0, s1);
    r0 = (t);
  }
  {
    let s0 = t0;
    let s1 = (-v0);
    let t = max(s0, s1);
    r1 = (t);
  }
  {
    let s0 = t1.xxxx;
    let s1 = r0;
    let s2 = r1;
    let t = s2 + (s0 * (s1 - s2));
    r2 = (t);
  }
  {
    let s0 = vec4<f32>(1.0, 0.25, -0.75, 4.0).yyyy;
    let s1 = r0.wwww;
    let s2 = vec4<f32>(1.0, 0.25, -0.75, 4.0).xxxx;
    let t = s2 + (s0 * (s1 - s2));
    r2 = vec4<f32>(r2.x, r2.y, r2.z, saturate(t.w));
  }
  {
    let s0 = r2;
    let s1 = vec4<f32>(0.5, -1.5, 2.0, 0.0).wwww;
    let t = max(s0, s1);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = r2;
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
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
