struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 4>;
var<private> r0: vec4f;
var<private> v: array<vec4f, 16>;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> aL: i32;
fn d3d_v_rel(i: i32) -> vec4f {
  if (i >= 0 && i < 16) {
    return v[i];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  o0 = vec4f(dot(v[0], cf[0]), dot(v[0], cf[1]), dot(v[0], cf[2]), dot(v[0], cf[3]));
  r0 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(3, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0 = r0 + d3d_v_rel(aL + 2);
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  o1 = r0;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
  @location(3) i3: vec4f,
  @location(4) i4: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(10) l10: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v[0] = vec4f(input.i0);
  v[1] = vec4f(input.i1);
  v[2] = vec4f(input.i2);
  v[3] = vec4f(input.i3);
  v[4] = vec4f(input.i4);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = o1;
  return out;
}
