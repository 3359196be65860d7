struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 8>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> oD1: vec4f;
fn d3d_lit(s: vec4f) -> vec4f {
  let power = clamp(s.w, -127.9961, 127.9961);
  var r = vec4f(1.0, 0.0, 0.0, 1.0);
  if (s.x > 0.0) {
    r.y = s.x;
    if (s.y > 0.0) {
      r.z = exp2(power * log2(s.y));
    }
  }
  return r;
}
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0.x = dot(v1.xyz, cf[4].xyz);
  r0.y = dot(v1.xyz, cf[5].xyz);
  r0.w = cf[6].w;
  r1 = d3d_lit(r0);
  r2 = d3d_lit(cf[7]);
  oD0 = r1;
  oD1 = r2;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
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
  out.l11 = saturate(oD1);
  return out;
}
