diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_main() {
  {
    let s0 = t0;
    let t = d3d_nrm(s0);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = v0;
    let t = d3d_nrm(s0);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = vec4<f32>(cross(s0.xyz, s1.xyz), 0.0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = t0;
    let s1 = v0;
    let t = vec4<f32>(dot(s0, s1));
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = (-r2);
    let s1 = r1;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r3 = vec4<f32>(r3.x, r3.y, saturate(t.z), r3.w);
  }
  {
    let s0 = t0;
    let s1 = cf[0];
    let t = vec4<f32>(dot(s0, s1));
    r3 = vec4<f32>(r3.x, r3.y, r3.z, (t.w));
  }
  {
    let s0 = r3.xxxx;
    let s1 = vec4<f32>(0.5, -1.5, 2.0, 0.0).xxxx;
    let s2 = r3.yyyy;
    let t = (s0 * s1) + s2;
    r2 = vec4<f32>(r2.x, r2.y, r2.z, (t.w));
  }
  {
    let s0 = r2;
    let s1 = r3;
    let t = s0 + s1;
    r2 = (t);
  }
  {
    let s0 = r2;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
