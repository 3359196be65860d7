struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 4>;
var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = v1;
  p0 = v1 > vec4f(0.0);
  {
    let t = r0 * vec4f(2.0);
    r0 = select(r0, vec4f(t.x, t.y, t.z, t.w), p0);
  }
  {
    let t = 0.25;
    r0 = select(r0, vec4f(t, r0.y, r0.z, r0.w), !p0.xxxx);
  }
  {
    let t = r0.yz + vec2f(0.25, -0.75);
    r0 = select(r0, vec4f(r0.x, t.x, t.y, r0.w), p0.yyyy);
  }
  {
    let c = select(p0, v2 != v2.yxwz, vec4<bool>(false, false, true, true));
    p0 = c;
  }
  {
    let t = 1.0;
    r0 = select(r0, vec4f(r0.x, r0.y, r0.z, t), p0);
  }
  oD0 = r0;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(10) l10: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = saturate(oD0);
  return out;
}
