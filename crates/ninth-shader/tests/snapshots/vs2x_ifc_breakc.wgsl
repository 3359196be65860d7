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
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(0.0);
  let rep0 = vec4i(10, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      r0 = r0 + vec4f(0.25);
      if (r0.x >= v2.x) { break; }
      if (r0.y == 1.0) { break; }
      continuing { n0 = n0 + 1; }
    }
  }
  if (v2.x < v2.y) {
    r0.z = 1.0;
  } else {
    if (v2.z <= 0.0) {
      r0.z = 0.5;
    }
  }
  if (v1.x > 0.0) {
    if (v1.y != 0.0) {
      r0.w = v1.z;
    }
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
