diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> r7: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> t2: vec4<f32>;
var<private> oC0: vec4<f32>;
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
    let s0 = t1;
    let t = d3d_nrm(s0);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = t2;
    let t = d3d_nrm(s0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = r1;
    let s1 = cf[0];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = (-vec4<f32>(0.2, 0.5, 0.8, 0.0));
    let t = s0 + s1;
    r4 = (t);
  }
  {
    let s0 = r4.xxxx;
    let s1 = vec4<f32>(0.35, 0.65, 1.0, 0.6).xxxx;
    let s2 = vec4<f32>(0.2, 0.5, 0.8, 0.0).wwww;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r5 = vec4<f32>((t.x), r5.y, r5.z, r5.w);
  }
  {
    let s0 = r4.yyyy;
    let s1 = vec4<f32>(0.35, 0.65, 1.0, 0.6).yyyy;
    let s2 = r5.xxxx;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r5 = vec4<f32>(r5.x, (t.y), r5.z, r5.w);
  }
  {
    let s0 = r4.zzzz;
    let s1 = vec4<f32>(0.35, 0.65, 1.0, 0.6).zzzz;
    let s2 = r5.yyyy;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r5 = vec4<f32>(r5.x, r5.y, (t.z), r5.w);
  }
  {
    let s0 = r1;
    let s1 = r2;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r6 = vec4<f32>(saturate(t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = vec4<f32>(0.35, 0.65, 1.0, 0.6).zzzz;
    let s1 = (-r6.xxxx);
    let t = s0 + s1;
    r6 = vec4<f32>((t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = r6.xxxx;
    let s1 = r6.xxxx;
    let t = (s0 * s1);
    r6 = vec4<f32>((t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = r6.xxxx;
    let s1 = vec4<f32>(0.35, 0.65, 1.0, 0.6).wwww;
    let t = (s0 * s1);
    r6 = vec4<f32>((t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = r0;
    let s1 = r5.zzzz;
    let s2 = r6.xxxx;
    let t = (s0 * s1) + s2;
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
  }
  {
    let s0 = r0.wwww;
    let t = s0;
    r7 = vec4<f32>(r7.x, r7.y, r7.z, (t.w));
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
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  t2 = input.l2;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
