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
var<private> r7: vec4f;
var<private> r8: vec4f;
var<private> r9: vec4f;
var<private> r10: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> a0: vec4i;
var<private> oPos: vec4f;
var<private> oD0: vec4f;
var<private> oD1: vec4f;
var<private> oT0: vec4f;
var<private> p0: vec4<bool>;
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 0) {
    return vec4f(0.0, 1.0, 0.5, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  oPos = vec4f(dot(v0, cf[4]), dot(v0, cf[5]), dot(v0, cf[6]), dot(v0, cf[7]));
  r0 = vec4f(vec3f(dot(v0, cf[8]), dot(v0, cf[9]), dot(v0, cf[10])), r0.w);
  r1 = vec4f(vec3f(dot(v1.xyz, cf[8].xyz), dot(v1.xyz, cf[9].xyz), dot(v1.xyz, cf[10].xyz)), r1.w);
  r2 = vec4f((d3d_nrm(r1)).xyz, r2.w);
  r3 = vec4f((-r0.xyz) + vec3f(0.0), r3.w);
  r4 = vec4f((d3d_nrm(r3)).xyz, r4.w);
  r5 = cf[12];
  r6 = vec4f(0.0);
  r7.x = 0.0;
  let rep0 = vec4i(8, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      a0.x = i32(floor(r7.x + 0.5));
      r8.x = dot(r2.xyz, (-d3d_c_rel(a0.x + 20).xyz));
      r8.x = max(r8.x, 0.0);
      r5 = vec4f(r8.xxx * d3d_c_rel(a0.x + 21).xyz + r5.xyz, r5.w);
      r9 = vec4f(r4.xyz + (-d3d_c_rel(a0.x + 20).xyz), r9.w);
      r10 = vec4f((d3d_nrm(r9)).xyz, r10.w);
      r8.y = dot(r2.xyz, r10.xyz);
      p0.x = r8.y > 0.0;
      {
        let t = d3d_pow(r8.y, cf[13].x);
        r8 = select(r8, vec4f(r8.x, r8.y, t, r8.w), p0.xxxx);
      }
      {
        let t = 0.0;
        r8 = select(r8, vec4f(r8.x, r8.y, t, r8.w), !p0.xxxx);
      }
      r6 = vec4f(r8.zzz * d3d_c_rel(a0.x + 22).xyz + r6.xyz, r6.w);
      r7.x = r7.x + cf[14].x;
      continuing { n0 = n0 + 1; }
    }
  }
  oD0 = r5 * v2;
  oD1 = r6;
  oT0 = v3;
}
struct VsIn {
  @location(0) i0: vec4f,
  @location(1) i1: vec4f,
  @location(2) i2: vec4f,
  @location(3) i3: vec4f,
}
struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) l0: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4f(input.i0);
  v1 = vec4f(input.i1);
  v2 = vec4f(input.i2);
  v3 = vec4f(input.i3);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
  out.l10 = saturate(oD0);
  out.l11 = saturate(oD1);
  return out;
}
