struct NinthDraw {
  half_pixel: vec4f,
  fog: vec4f,
  fog_color: vec4f,
  alpha_test: vec4f,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4f, 256>;
@group(0) @binding(3) var<uniform> ci: array<vec4i, 16>;
@group(0) @binding(5) var<uniform> cb: array<vec4u, 4>;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> a0: vec4i;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> aL: i32;
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 23) {
    return vec4f(-0.020833334, -0.125, 1.0, 0.5);
  }
  if (i == 22) {
    return vec4f(-1.5500992e-6, -2.170139e-5, 0.0026041667, 0.00026041668);
  }
  if (i == 21) {
    return vec4f(3.0, 6.2831855, -3.1415927, 0.0);
  }
  if (i == 20) {
    return vec4f(0.0, 0.25, 1.0, 0.5);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[0]), dot(v0, cf[1]), dot(v0, cf[2]), dot(v0, cf[3]));
  r0 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(3, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r0 = r0 + d3d_c_rel(aL + 10);
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  let rep1 = ci[1];
  {
    var n1 = 0;
    loop {
      if (n1 >= clamp(rep1.x, 0, 255)) { break; }
      r0 = vec4f(r0.xyz * vec3f(0.5), r0.w);
      r0.z = r0.z + 0.25;
      continuing { n1 = n1 + 1; }
    }
  }
  if ((cb[0][0] != 0u)) {
    r0 = vec4f(r0.xyz + v1.xyx, r0.w);
  } else {
    r0 = vec4f(r0.xyz * v1.yyy, r0.w);
  }
  r1.x = v1.x * 3.0;
  a0.x = i32(floor(r1.x + 0.5));
  r0 = r0 + d3d_c_rel(a0.x + 14);
  r3.x = v1.y * 6.2831855 + -3.1415927;
  r4 = vec4f(vec2f(cos(r3.x), sin(r3.x)), r4.zw);
  r0.z = r4.x * 0.25 + r0.z;
  d3d_l0();
  oD0 = r0;
}
fn d3d_l0() {
  r0.w = r0.w * 0.5;
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
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l10 = saturate(oD0);
  return out;
}
