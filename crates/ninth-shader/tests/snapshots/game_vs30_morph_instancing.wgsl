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
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> r6: vec4f;
var<private> v: array<vec4f, 16>;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> o2: vec4f;
var<private> o3: vec4f;
var<private> aL: i32;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 100) {
    return vec4f(0.0, 1.0, 0.0, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_v_rel(i: i32) -> vec4f {
  if (i >= 0 && i < 16) {
    return v[i];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = v[0];
  let aL_outer0 = aL;
  let loop0 = vec4i(4, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r1 = d3d_v_rel(aL + 1) + (-v[0]);
      r0 = vec4f(r1.xyz * d3d_c_rel(aL + 40).xxx + r0.xyz, r0.w);
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  r0.w = 1.0;
  r2.x = dot(r0, v[5]);
  r2.y = dot(r0, v[6]);
  r2.z = dot(r0, v[7]);
  r2.w = 1.0;
  r3 = vec4f(dot(r2, cf[0]), dot(r2, cf[1]), dot(r2, cf[2]), dot(r2, cf[3]));
  o0 = r3;
  r4.x = dot(v[8].xyz, v[5].xyz);
  r4.y = dot(v[8].xyz, v[6].xyz);
  r4.z = dot(v[8].xyz, v[7].xyz);
  r5 = vec4f((d3d_nrm(r4)).xyz, r5.w);
  o3 = vec4f(r5.xyz, o3.w);
  r6.x = saturate(dot(r5.xyz, (-cf[4].xyz)));
  o1 = r6.xxxx * v[9] + cf[5];
  o2.x = saturate(r3.w * cf[6].x + cf[6].y);
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
  @location(3) i3: vec4f,
  @location(4) i4: vec4f,
  @location(5) i5: vec4f,
  @location(6) i6: vec4f,
  @location(7) i7: vec4f,
  @location(8) i8: vec4f,
  @location(9) i9: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
  @location(12) l12: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v[0] = vec4f(input.i0);
  v[1] = vec4f(input.i1);
  v[2] = vec4f(input.i2);
  v[3] = vec4f(input.i3);
  v[4] = vec4f(input.i4);
  v[5] = vec4f(input.i5);
  v[6] = vec4f(input.i6);
  v[7] = vec4f(input.i7);
  v[8] = vec4f(input.i8);
  v[9] = vec4f(input.i9);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o3;
  out.l10 = o1;
  out.l12 = o2;
  return out;
}
