diagnostic(off, derivative_uniformity);

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
    let s0 = t0;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
    let c = select(p0, s0 > s1, vec4<bool>(true, true, true, true));
    p0 = c;
  }
  {
    let s0 = t0.yyyy;
    let t = s0;
    r0 = select(r0, vec4<f32>((t.x), r0.y, r0.z, r0.w), p0);
  }
  {
    let s0 = r0.yyyy;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
    let t = s0 + s1;
    r0 = select(r0, vec4<f32>(r0.x, (t.y), r0.z, r0.w), !p0.yyyy);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).zzzz;
    let t = (s0 * s1);
    r0 = select(r0, vec4<f32>(r0.x, r0.y, (t.z), (t.w)), p0.zwww);
  }
  {
    let s0 = t0.wzyx;
    let s1 = (-vec4<f32>(0.5, 0.25, 0.75, 1.0));
    let c = select(p0, s0 <= s1, vec4<bool>(true, true, false, false));
    p0 = c;
  }
  {
    let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww;
    let t = s0;
    r0 = select(r0, vec4<f32>((t.x), (t.y), r0.z, r0.w), !p0);
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
  t0 = input.l0;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
