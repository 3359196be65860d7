diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 5>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_2d<f32>;
@group(1) @binding(7) var samp3: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> r7: vec4<f32>;
var<private> r8: vec4<f32>;
var<private> r9: vec4<f32>;
var<private> r10: vec4<f32>;
var<private> r11: vec4<f32>;
var<private> r12: vec4<f32>;
var<private> r13: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> v3: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_main() {
  {
    let s0 = v0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = v0.zwzw;
    let t = textureSample(tex0, samp0, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(2.0, -1.0, 0.0, 1.0).xxxx;
    let s2 = (-vec4<f32>(2.0, -1.0, 0.0, 1.0).xxxx);
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0;
    let t = d3d_nrm(s0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = v2;
    let t = d3d_nrm(s0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let s1 = r3;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r4 = vec4<f32>(saturate(t.x), r4.y, r4.z, r4.w);
  }
  {
    let s0 = vec4<f32>(2.0, -1.0, 0.0, 1.0).wwww;
    let s1 = (-r4.xxxx);
    let t = s0 + s1;
    r4 = vec4<f32>(r4.x, (t.y), r4.z, r4.w);
  }
  {
    let s0 = r4.yyyy;
    let s1 = r4.yyyy;
    let t = (s0 * s1);
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = r4.zzzz;
    let s1 = r4.zzzz;
    let t = (s0 * s1);
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = r4.zzzz;
    let s1 = r4.yyyy;
    let t = (s0 * s1);
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = r4.zzzz;
    let s1 = vec4<f32>(2.0, -1.0, 0.0, 1.0).wwww;
    let s2 = vec4<f32>(0.02, 5.0, 0.5, 0.25).wwww;
    let t = s2 + (s0 * (s1 - s2));
    r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
  }
  {
    let s0 = v1.wwww;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r5 = vec4<f32>(r5.x, r5.y, r5.z, (t.w));
  }
  {
    let s0 = v1;
    let s1 = r5.wwww;
    let t = (s0 * s1);
    r5 = vec4<f32>((t.x), (t.y), r5.z, r5.w);
  }
  {
    let s0 = r2;
    let s1 = vec4<f32>(0.02, 5.0, 0.5, 0.25).xxxx;
    let s2 = r5;
    let t = (s0 * s1) + s2;
    r5 = vec4<f32>((t.x), (t.y), r5.z, r5.w);
  }
  {
    let s0 = r5;
    let t = textureSample(tex1, samp1, s0.xy);
    r6 = (t);
  }
  {
    let s0 = v1;
    let s1 = r5.wwww;
    let t = (s0 * s1);
    r7 = vec4<f32>((t.x), (t.y), r7.z, r7.w);
  }
  {
    let s0 = r2;
    let s1 = (-vec4<f32>(0.02, 5.0, 0.5, 0.25).xxxx);
    let s2 = r7;
    let t = (s0 * s1) + s2;
    r7 = vec4<f32>((t.x), (t.y), r7.z, r7.w);
  }
  {
    let s0 = r7;
    let t = textureSample(tex2, samp2, s0.xy);
    r8 = (t);
  }
  {
    let s0 = r7;
    let t = textureSample(tex3, samp3, s0.xy);
    r9 = (t);
  }
  {
    let s0 = r9.xxxx;
    let s1 = (-v1.zzzz);
    let t = s0 + s1;
    r9 = vec4<f32>((t.x), r9.y, r9.z, r9.w);
  }
  {
    let s0 = r9.xxxx;
    let s1 = vec4<f32>(0.02, 5.0, 0.5, 0.25).yyyy;
    let t = (s0 * s1);
    r9 = vec4<f32>(saturate(t.x), r9.y, r9.z, r9.w);
  }
  {
    let s0 = r8;
    let s1 = cf[0];
    let t = (s0 * s1);
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r4.wwww;
    let s1 = r6;
    let s2 = r8;
    let t = s2 + (s0 * (s1 - s2));
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r3;
    let s1 = cf[1];
    let t = s0 + s1;
    r11 = vec4<f32>((t.x), (t.y), (t.z), r11.w);
  }
  {
    let s0 = r11;
    let t = d3d_nrm(s0);
    r12 = vec4<f32>((t.x), (t.y), (t.z), r12.w);
  }
  {
    let s0 = r2;
    let s1 = r12;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r12 = vec4<f32>(r12.x, r12.y, r12.z, saturate(t.w));
  }
  {
    let s0 = r12.wwww;
    let s1 = cf[1].wwww;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r12 = vec4<f32>(r12.x, r12.y, r12.z, (t.w));
  }
  {
    let s0 = r12.wwww;
    let s1 = cf[2];
    let s2 = r10;
    let t = (s0 * s1) + s2;
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = v3.xxxx;
    let s1 = (-cf[3].xxxx);
    let t = s0 + s1;
    r13 = vec4<f32>(saturate(t.x), r13.y, r13.z, r13.w);
  }
  {
    let s0 = r13.xxxx;
    let s1 = cf[3].yyyy;
    let t = (s0 * s1);
    r13 = vec4<f32>((t.x), r13.y, r13.z, r13.w);
  }
  {
    let s0 = r13.xxxx;
    let s1 = cf[4];
    let s2 = r10;
    let t = s2 + (s0 * (s1 - s2));
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r9.xxxx;
    let t = s0;
    r10 = vec4<f32>(r10.x, r10.y, r10.z, (t.w));
  }
  {
    let s0 = r10;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
  @location(3) l3: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l2;
  v3 = input.l3;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
