diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 3>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
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
var<private> r14: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> aL: i32;
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
    let s0 = v1;
    let t = d3d_nrm(s0);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0.zzzz;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let s1 = r0.wwww;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(2.0, -1.0, 0.05, 0.5).zzzz;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(0.0, 1.0, 0.0625, 16.0).zzzz;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = v0;
    let t = dpdx(s0);
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = v0;
    let t = dpdy(s0);
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = v0;
    let t = s0;
    r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.0625, 16.0).yyyy;
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.0625, 16.0).xxxx;
    let t = s0;
    r5 = (t);
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(16, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = r4;
        let s2 = r2;
        let s3 = r3;
        let t = textureSampleGrad(tex1, samp1, s0.xy, s2.xy, s3.xy);
        r6 = (t);
      }
      if ((r6.wwww).x >= (r4.zzzz).x) { break; }
      {
        let s0 = r4;
        let s1 = (-r1);
        let t = s0 + s1;
        r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);
      }
      {
        let s0 = r4.zzzz;
        let s1 = (-vec4<f32>(0.0, 1.0, 0.0625, 16.0).zzzz);
        let t = s0 + s1;
        r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  {
    let s0 = r4;
    let t = textureSample(tex0, samp0, s0.xy);
    r7 = (t);
  }
  {
    let s0 = r4;
    let t = textureSample(tex2, samp2, s0.xy);
    r8 = (t);
  }
  {
    let s0 = r8;
    let s1 = vec4<f32>(2.0, -1.0, 0.05, 0.5).xxxx;
    let s2 = vec4<f32>(2.0, -1.0, 0.05, 0.5).yyyy;
    let t = (s0 * s1) + s2;
    r8 = vec4<f32>((t.x), (t.y), (t.z), r8.w);
  }
  {
    let s0 = r8;
    let t = d3d_nrm(s0);
    r9 = vec4<f32>((t.x), (t.y), (t.z), r9.w);
  }
  {
    let s0 = v2;
    let t = d3d_nrm(s0);
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r9;
    let s1 = r10;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r11 = vec4<f32>(saturate(t.x), r11.y, r11.z, r11.w);
  }
  {
    let s0 = r10;
    let s1 = r0;
    let t = s0 + s1;
    r12 = vec4<f32>((t.x), (t.y), (t.z), r12.w);
  }
  {
    let s0 = r12;
    let t = d3d_nrm(s0);
    r13 = vec4<f32>((t.x), (t.y), (t.z), r13.w);
  }
  {
    let s0 = r9;
    let s1 = r13;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r11 = vec4<f32>(r11.x, saturate(t.y), r11.z, r11.w);
  }
  {
    let s0 = r11.yyyy;
    let s1 = cf[0].wwww;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r11 = vec4<f32>(r11.x, r11.y, (t.z), r11.w);
  }
  {
    let s0 = r11.xxxx;
    let s1 = cf[0];
    let s2 = cf[1];
    let t = (s0 * s1) + s2;
    r14 = vec4<f32>((t.x), (t.y), (t.z), r14.w);
  }
  {
    let s0 = r7;
    let s1 = r14;
    let t = (s0 * s1);
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
  }
  {
    let s0 = r11.zzzz;
    let s1 = cf[2];
    let s2 = r7;
    let t = (s0 * s1) + s2;
    r7 = vec4<f32>((t.x), (t.y), (t.z), r7.w);
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
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l2;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
