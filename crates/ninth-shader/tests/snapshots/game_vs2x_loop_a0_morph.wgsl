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
var<private> v2: vec4f;
var<private> a0: vec4i;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> oT0: vec4f;
var<private> aL: i32;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 100) {
    return vec4f(0.0, 1.0, 4.0, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = v0;
  r1.x = 0.0;
  let aL_outer0 = aL;
  let loop0 = vec4i(4, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      a0.x = i32(floor(r1.x + 0.5));
      r0 = vec4f(d3d_c_rel(a0.x + 40).xyz * d3d_c_rel(aL + 30).xxx + r0.xyz, r0.w);
      r1.x = r1.x + 1.0;
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  oPos = vec4f(dot(r0, cf[0]), dot(r0, cf[1]), dot(r0, cf[2]), dot(r0, cf[3]));
  oT0 = v2;
  oD0 = vec4f(dot(v1.xyz, cf[4].xyz));
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
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
  out.l0 = oT0;
  out.l10 = saturate(oD0);
  return out;
}
