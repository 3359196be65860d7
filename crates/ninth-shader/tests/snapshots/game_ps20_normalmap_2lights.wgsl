diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 5>;
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
var<private> r9: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> t2: vec4<f32>;
var<private> t3: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_main() {
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = t0;
    let t = textureSample(tex1, samp1, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(2.0, -1.0, 0.0, 1.0).xxxx;
    let s2 = vec4<f32>(2.0, -1.0, 0.0, 1.0).yyyy;
    let t = (s0 * s1) + s2;
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r1;
    let t = d3d_nrm(s0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = t1;
    let t = d3d_nrm(s0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = t3;
    let t = d3d_nrm(s0);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r2;
    let s1 = r3;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r5 = vec4<f32>(saturate(t.x), r5.y, r5.z, r5.w);
  }
  {
    let s0 = r3;
    let s1 = r4;
    let t = s0 + s1;
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = r6;
    let t = d3d_nrm(s0);
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
  }
  {
    let s0 = r2;
    let s1 = r7;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r5 = vec4<f32>(r5.x, saturate(t.y), r5.z, r5.w);
  }
  {
    let s0 = r5.yyyy;
    let s1 = vec4<f32>(32.0, 0.5, 0.0, 0.0).xxxx;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r5 = vec4<f32>(r5.x, r5.y, (t.z), r5.w);
  }
  {
    let s0 = r5.zzzz;
    let s1 = r1.wwww;
    let t = (s0 * s1);
    r5 = vec4<f32>(r5.x, r5.y, (t.z), r5.w);
  }
  {
    let s0 = r5.xxxx;
    let s1 = cf[0];
    let t = (s0 * s1);
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r5.zzzz;
    let s1 = cf[1];
    let s2 = r8;
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = t2;
    let t = d3d_nrm(s0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r2;
    let s1 = r3;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r9 = vec4<f32>(saturate(t.x), r9.y, r9.z, r9.w);
  }
  {
    let s0 = r3;
    let s1 = r4;
    let t = s0 + s1;
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = r6;
    let t = d3d_nrm(s0);
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
  }
  {
    let s0 = r2;
    let s1 = r7;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r9 = vec4<f32>(r9.x, saturate(t.y), r9.z, r9.w);
  }
  {
    let s0 = r9.yyyy;
    let s1 = vec4<f32>(32.0, 0.5, 0.0, 0.0).xxxx;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r9 = vec4<f32>(r9.x, r9.y, (t.z), r9.w);
  }
  {
    let s0 = r9.zzzz;
    let s1 = r1.wwww;
    let t = (s0 * s1);
    r9 = vec4<f32>(r9.x, r9.y, (t.z), r9.w);
  }
  {
    let s0 = r9.xxxx;
    let s1 = cf[2];
    let s2 = r8;
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r9.zzzz;
    let s1 = cf[3];
    let s2 = r8;
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r8;
    let s1 = cf[4];
    let t = s0 + s1;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r0;
    let s1 = r8;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0;
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
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  t3 = input.l3;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
