diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
@group(0) @binding(6) var<uniform> cb: array<vec4<u32>, 4>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> p0: vec4<bool>;
fn d3d_main() {
  {
    let s0 = v0;
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = t0.xxxx;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
    let c = select(p0, s0 == s1, vec4<bool>(true, false, false, false));
    p0 = c;
  }
  d3d_l0();
  if ((cb[0][1] != 0u)) { d3d_l1(); }
  if (p0.x) { d3d_l2(); }
  if (!p0.x) { d3d_l2(); }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
fn d3d_l0() {
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
    let t = (s0 * s1);
    r0 = (t);
  }
}
fn d3d_l1() {
  {
    let s0 = r0;
    let s1 = cf[0];
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
}
fn d3d_l2() {
  {
    let s0 = t0.wwww;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
    let s2 = r0.wwww;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
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
  t0 = input.l0;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
