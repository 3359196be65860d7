diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 4>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> r7: vec4<f32>;
var<private> r8: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> t2: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> p0: vec4<bool>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_main() {
  {
    let s0 = t1.wwww;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = t1;
    let s1 = r0.wwww;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0.zzzz;
    let s1 = (-cf[0].xxxx);
    let t = s0 + s1;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = r0;
    let t = textureSample(tex1, samp1, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = cf[0].zyzw;
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r2;
    let t = textureSample(tex1, samp1, s0.xy);
    r2 = (t);
  }
  {
    let s0 = r0;
    let s1 = cf[0].ywzw;
    let t = s0 + s1;
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3;
    let t = textureSample(tex1, samp1, s0.xy);
    r3 = (t);
  }
  {
    let s0 = r0;
    let s1 = cf[0].zwzw;
    let t = s0 + s1;
    r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);
  }
  {
    let s0 = r4;
    let t = textureSample(tex1, samp1, s0.xy);
    r4 = (t);
  }
  {
    let s0 = r1.xxxx;
    let s1 = (-r0.zzzz);
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = (-r0.zzzz);
    let t = s0 + s1;
    r1 = vec4<f32>(r1.x, (t.y), r1.z, r1.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = (-r0.zzzz);
    let t = s0 + s1;
    r1 = vec4<f32>(r1.x, r1.y, (t.z), r1.w);
  }
  {
    let s0 = r4.xxxx;
    let s1 = (-r0.zzzz);
    let t = s0 + s1;
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(0.0, 1.0, 0.25, 0.5).yyyy;
    let s2 = vec4<f32>(0.0, 1.0, 0.25, 0.5).xxxx;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r5 = (t);
  }
  {
    let s0 = r5;
    let s1 = vec4<f32>(0.0, 1.0, 0.25, 0.5).zzzz;
    let t = vec4<f32>(dot(s0, s1));
    r5 = vec4<f32>((t.x), r5.y, r5.z, r5.w);
  }
  {
    let s0 = t1.wwww;
    let s1 = vec4<f32>(0.0, 1.0, 0.25, 0.5).xxxx;
    let c = select(p0, s0 < s1, vec4<bool>(true, false, false, false));
    p0 = c;
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.25, 0.5).yyyy;
    let t = s0;
    r5 = select(r5, vec4<f32>((t.x), r5.y, r5.z, r5.w), p0.xxxx);
  }
  {
    let s0 = t2;
    let t = d3d_nrm(s0);
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = r6;
    let s1 = cf[1];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r6 = vec4<f32>(r6.x, r6.y, r6.z, saturate(t.w));
  }
  {
    let s0 = r6.wwww;
    let s1 = r5.xxxx;
    let t = (s0 * s1);
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r7 = (t);
  }
  {
    let s0 = r6.wwww;
    let s1 = cf[2];
    let s2 = cf[3];
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r7;
    let s1 = r8;
    let t = (s0 * s1);
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
  }
  {
    let s0 = r7;
    let s1 = v0;
    let t = (s0 * s1);
    r7 = (t);
  }
  {
    let s0 = r7;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
