diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  p0.x = v0.x > 0.5;
  p0.y = v0.y == 0.25;
  p0.z = v0.z >= 0.75;
  p0.w = v0.w < 1.0;
  r0 = vec4f(0.0);
  {
    let t = 1.0;
    r0 = select(r0, vec4f(t, r0.y, r0.z, r0.w), p0.xxxx);
  }
  {
    let t = 1.0;
    r0 = select(r0, vec4f(r0.x, t, r0.z, r0.w), p0.yyyy);
  }
  {
    let t = 1.0;
    r0 = select(r0, vec4f(r0.x, r0.y, t, r0.w), p0.zzzz);
  }
  {
    let t = 1.0;
    r0 = select(r0, vec4f(r0.x, r0.y, r0.z, t), p0.wwww);
  }
  p0 = v2 != vec4f(0.5, 0.25, 0.75, 1.0);
  {
    let t = r0 + vec4f(0.25);
    r0 = select(r0, vec4f(t.x, t.y, t.z, t.w), !p0);
  }
  p0 = v2.wzyx <= v0;
  {
    let t = r0 + vec4f(0.5);
    r0 = select(r0, vec4f(saturate(t.x), saturate(t.y), saturate(t.z), saturate(t.w)), p0);
  }
  {
    let t = v1.xy;
    r0 = select(r0, vec4f(t.x, t.y, r0.z, r0.w), !p0.wwww);
  }
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
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
