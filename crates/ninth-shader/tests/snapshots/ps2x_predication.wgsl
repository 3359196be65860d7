diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  r0 = v0;
  p0 = t0 > vec4f(0.5);
  {
    let t = t0.y;
    r0 = select(r0, vec4f(t, r0.y, r0.z, r0.w), p0);
  }
  {
    let t = r0.y + 0.25;
    r0 = select(r0, vec4f(r0.x, t, r0.z, r0.w), !p0.yyyy);
  }
  {
    let t = r0.zw * vec2f(0.75);
    r0 = select(r0, vec4f(r0.x, r0.y, t.x, t.y), p0.zwww);
  }
  {
    let c = select(p0, t0.wzyx <= (- vec4f(0.5, 0.25, 0.75, 1.0)), vec4<bool>(true, true, false, false));
    p0 = c;
  }
  {
    let t = vec2f(1.0);
    r0 = select(r0, vec4f(t.x, t.y, r0.z, r0.w), !p0);
  }
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
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
