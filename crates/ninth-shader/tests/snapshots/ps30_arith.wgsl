diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 4>;
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
var<private> r15: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
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
    let s1 = cf[0];
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = v2;
    let s1 = (-cf[1]);
    let t = s0 - s1;
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = r1.wzyx;
    let t = (s0 * s1);
    r2 = (t);
  }
  {
    let s0 = r2;
    let s1 = cf[2];
    let s2 = (-r1);
    let t = (s0 * s1) + s2;
    r3 = (t);
  }
  {
    let s0 = v0.xxxx;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r4 = vec4<f32>((t.x), r4.y, r4.z, r4.w);
  }
  {
    let s0 = abs(v0.yyyy);
    let t = vec4<f32>(d3d_rsq(s0.w));
    r4 = vec4<f32>(r4.x, (t.y), r4.z, r4.w);
  }
  {
    let s0 = v1.xxxx;
    let t = vec4<f32>(exp2(s0.w));
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = abs(v1.yyyy);
    let t = vec4<f32>(d3d_log(s0.w));
    r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
  }
  {
    let s0 = r4.xxxx;
    let s1 = vec4<f32>(0.0, 2.0, -1.0, 8.0).yyyy;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r5 = (t);
  }
  {
    let s0 = v0;
    let t = fract(s0);
    r6 = (t);
  }
  {
    let s0 = r3;
    let s1 = r6;
    let t = min(s0, s1);
    r7 = (t);
  }
  {
    let s0 = r7;
    let s1 = (-abs(r6));
    let t = max(s0, s1);
    r8 = (t);
  }
  {
    let s0 = r8;
    let t = abs(s0);
    r9 = (t);
  }
  {
    let s0 = r9;
    let t = d3d_nrm(s0);
    r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
  }
  {
    let s0 = r10;
    let s1 = v0;
    let t = vec4<f32>(cross(s0.xyz, s1.xyz), 0.0);
    r11 = vec4<f32>((t.x), (t.y), (t.z), r11.w);
  }
  {
    let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww;
    let t = s0;
    r11 = vec4<f32>(r11.x, r11.y, r11.z, (t.w));
  }
  {
    let s0 = v1.xxxx;
    let s1 = r11;
    let s2 = r9;
    let t = s2 + (s0 * (s1 - s2));
    r12 = (t);
  }
  {
    let s0 = (-abs(r12));
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0);
    let s2 = r12;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r13 = (t);
  }
  {
    let s0 = v1;
    let s1 = cf[3];
    let s2 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);
    r14 = vec4<f32>((t.x), r14.y, r14.z, r14.w);
  }
  {
    let s0 = r13;
    let s1 = v2;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r14 = vec4<f32>(r14.x, (t.y), r14.z, r14.w);
  }
  {
    let s0 = r13;
    let s1 = v0;
    let t = vec4<f32>(dot(s0, s1));
    r14 = vec4<f32>(r14.x, r14.y, (t.z), r14.w);
  }
  {
    let s0 = v1.yyyy;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r15 = vec4<f32>((t.x), r15.y, r15.z, r15.w);
  }
  {
    let s0 = r15.xxxx;
    let t = s0;
    r14 = vec4<f32>(r14.x, r14.y, r14.z, (t.w));
  }
  {
    let s0 = r12;
    let s1 = r14;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r5;
    let t = s0 + s1;
    r0 = (t);
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
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  v2 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
