diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 224>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> r5: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> oC0: vec4f;
var<private> oC1: vec4f;
var<private> oC2: vec4f;
var<private> aL: i32;
var<private> p0: vec4<bool>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4f {
  if (i == 1) {
    return vec4f(0.001, 16.0, 0.5, 0.0);
  }
  if (i == 0) {
    return vec4f(0.0, 1.0, 2.0, -1.0);
  }
  if (i >= 0 && i < 224) {
    return cf[i - 0];
  }
  return vec4f(0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, v0.xy);
  r1 = textureSample(tex1, samp1, v0.xy);
  r1 = vec4f(r1.xyz * vec3f(2.0) + vec3f(-1.0), r1.w);
  r2 = vec4f((d3d_nrm(r1)).xyz, r2.w);
  r3 = vec4f(0.0);
  let aL_outer0 = aL;
  let loop0 = vec4i(8, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      r4 = vec4f(d3d_c_rel(aL + 10).xyz + (-v1.xyz), r4.w);
      r4.w = dot(r4.xyz, r4.xyz);
      r5.x = d3d_rsq(r4.w);
      r4 = vec4f(r4.xyz * r5.xxx, r4.w);
      r5.y = r4.w * d3d_c_rel(aL + 10).w;
      r5.y = saturate(1.0 + (-r5.y));
      r5.z = saturate(dot(r2.xyz, r4.xyz));
      r5.z = r5.z * r5.y;
      p0.x = r5.z > 0.001;
      {
        let t = r5.zzz * d3d_c_rel(aL + 42).xyz + r3.xyz;
        r3 = select(r3, vec4f(t.x, t.y, t.z, r3.w), p0.xxxx);
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  r0 = vec4f(r0.xyz * r3.xyz, r0.w);
  oC0 = r0;
  oC1 = vec4f(r2.xyz * vec3f(0.5) + vec3f(0.5), oC1.w);
  oC1.w = 1.0;
  oC2 = v2.zzzz;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
  @location(1) c1: vec4f,
  @location(2) c2: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l2;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  out.c1 = oC1;
  out.c2 = oC2;
  return out;
}
