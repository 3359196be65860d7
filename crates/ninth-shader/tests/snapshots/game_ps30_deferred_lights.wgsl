diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 224>;
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
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> oC1: vec4<f32>;
var<private> oC2: vec4<f32>;
var<private> aL: i32;
var<private> p0: vec4<bool>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 1) {
    return vec4<f32>(0.001, 16.0, 0.5, 0.0);
  }
  if (i == 0) {
    return vec4<f32>(0.0, 1.0, 2.0, -1.0);
  }
  if (i >= 0 && i < 224) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = v0;
    let t = textureSample(tex1, samp1, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(0.0, 1.0, 2.0, -1.0).zzzz;
    let s2 = vec4<f32>(0.0, 1.0, 2.0, -1.0).wwww;
    let t = (s0 * s1) + s2;
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r1;
    let t = d3d_nrm(s0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 2.0, -1.0).xxxx;
    let t = s0;
    r3 = (t);
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(8, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = d3d_c_rel(aL + 10);
        let s1 = (-v1);
        let t = s0 + s1;
        r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
      }
      {
        let s0 = r4;
        let s1 = r4;
        let t = vec4<f32>(dot(s0.xyz, s1.xyz));
        r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
      }
      {
        let s0 = r4.wwww;
        let t = vec4<f32>(d3d_rsq(s0.w));
        r5 = vec4<f32>((t.x), r5.y, r5.z, r5.w);
      }
      {
        let s0 = r4;
        let s1 = r5.xxxx;
        let t = (s0 * s1);
        r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
      }
      {
        let s0 = r4.wwww;
        let s1 = d3d_c_rel(aL + 10).wwww;
        let t = (s0 * s1);
        r5 = vec4<f32>(r5.x, (t.y), r5.z, r5.w);
      }
      {
        let s0 = vec4<f32>(0.0, 1.0, 2.0, -1.0).yyyy;
        let s1 = (-r5.yyyy);
        let t = s0 + s1;
        r5 = vec4<f32>(r5.x, saturate(t.y), r5.z, r5.w);
      }
      {
        let s0 = r2;
        let s1 = r4;
        let t = vec4<f32>(dot(s0.xyz, s1.xyz));
        r5 = vec4<f32>(r5.x, r5.y, saturate(t.z), r5.w);
      }
      {
        let s0 = r5.zzzz;
        let s1 = r5.yyyy;
        let t = (s0 * s1);
        r5 = vec4<f32>(r5.x, r5.y, (t.z), r5.w);
      }
      {
        let s0 = r5.zzzz;
        let s1 = vec4<f32>(0.001, 16.0, 0.5, 0.0).xxxx;
        let c = select(p0, s0 > s1, vec4<bool>(true, false, false, false));
        p0 = c;
      }
      {
        let s0 = r5.zzzz;
        let s1 = d3d_c_rel(aL + 42);
        let s2 = r3;
        let t = (s0 * s1) + s2;
        r3 = select(r3, vec4<f32>((t.x), (t.y), (t.z), r3.w), p0.xxxx);
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  {
    let s0 = r0;
    let s1 = r3;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
  {
    let s0 = r2;
    let s1 = vec4<f32>(0.001, 16.0, 0.5, 0.0).zzzz;
    let s2 = vec4<f32>(0.001, 16.0, 0.5, 0.0).zzzz;
    let t = (s0 * s1) + s2;
    oC1 = vec4<f32>((t.x), (t.y), (t.z), oC1.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 2.0, -1.0).yyyy;
    let t = s0;
    oC1 = vec4<f32>(oC1.x, oC1.y, oC1.z, (t.w));
  }
  {
    let s0 = v2.zzzz;
    let t = s0;
    oC2 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
  @location(1) c1: vec4<f32>,
  @location(2) c2: vec4<f32>,
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
