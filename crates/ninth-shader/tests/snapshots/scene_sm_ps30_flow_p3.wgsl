diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> p0: vec4<bool>;
fn d3d_main() {
  {
    let s0 = v1;
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = v0.yyyy;
    let s1 = vec4<f32>(6.2831855, -3.1415927, 0.0, 0.0).xxxx;
    let s2 = vec4<f32>(6.2831855, -3.1415927, 0.0, 0.0).yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);
  }
  {
    let s0 = r4.yyyy;
    let s1 = vec4<f32>(0.125, 0.5, 0.25, 1.0).zzzz;
    let s2 = vec4<f32>(0.125, 0.5, 0.25, 1.0).yyyy;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = v0.xxxx;
    let s1 = vec4<f32>(0.125, 0.5, 0.25, 1.0).yyyy;
    let c = select(p0, s0 < s1, vec4<bool>(true, false, false, false));
    p0 = c;
  }
  {
    let s0 = r0.zzzz;
    let s1 = vec4<f32>(0.125, 0.5, 0.25, 1.0).yyyy;
    let t = s0 + s1;
    r0 = select(r0, vec4<f32>(r0.x, r0.y, (t.z), r0.w), p0.xxxx);
  }
  d3d_l1();
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
fn d3d_l1() {
  {
    let s0 = r0.xxxx;
    let s1 = v0.xxxx;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r4.xxxx;
    let s1 = vec4<f32>(0.125, 0.5, 0.25, 1.0).yyyy;
    let s2 = vec4<f32>(0.125, 0.5, 0.25, 1.0).yyyy;
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
  v0 = input.l0;
  v1 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
