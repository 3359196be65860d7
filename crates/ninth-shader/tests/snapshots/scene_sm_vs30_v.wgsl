struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 256>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> a0: vec4i;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> aL: i32;
var<private> p0: vec4<bool>;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 20) {
    return vec4f(0.0, 0.5, 1.0, 3.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  o0 = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(4, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0 = r0 + d3d_c_rel(aL + 10);
      if (r0.x > 0.5) { break; }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  if (v1.x < 0.5) {
    r0.y = v1.y;
  } else {
    r0.z = v1.y;
  }
  p0 = v1.yyyy >= vec4f(0.5);
  {
    let t = r0.x * 0.5;
    r0 = select(r0, vec4f(t, r0.y, r0.z, r0.w), p0);
  }
  r1.x = v1.x * 3.0;
  a0.x = i32(floor(r1.x + 0.5));
  r0 = vec4f(r0.xyz + d3d_c_rel(a0.x + 10).xyz, r0.w);
  r0.w = 1.0;
  o1 = r0;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(10) l10: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = o1;
  return out;
}
