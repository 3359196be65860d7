diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
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
var<private> oC0: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
}
fn d3d_main() {
  {
    let s0 = v0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = vec4<f32>(12.9898, 78.233, 43758.547, 0.0).wwww;
    let t = s0;
    r1 = (t);
  }
  {
    let s0 = r1;
    let t = textureSampleLevel(tex1, samp1, s0.xy, s0.w);
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.2125, 0.7154, 0.0721, 0.0001);
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = r1.xxxx;
    let s1 = vec4<f32>(0.2125, 0.7154, 0.0721, 0.0001).wwww;
    let t = s0 + s1;
    r2 = vec4<f32>(r2.x, (t.y), r2.z, r2.w);
  }
  {
    let s0 = r2.yyyy;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r2 = vec4<f32>(r2.x, (t.y), r2.z, r2.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = vec4<f32>(0.18, 1.0, 0.45454547, 0.00390625).xxxx;
    let t = (s0 * s1);
    r2 = vec4<f32>(r2.x, r2.y, (t.z), r2.w);
  }
  {
    let s0 = r2.zzzz;
    let s1 = r2.yyyy;
    let t = (s0 * s1);
    r2 = vec4<f32>(r2.x, r2.y, (t.z), r2.w);
  }
  {
    let s0 = cf[0].xxxx;
    let s1 = cf[0].xxxx;
    let t = (s0 * s1);
    r2 = vec4<f32>(r2.x, r2.y, r2.z, (t.w));
  }
  {
    let s0 = r2.wwww;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r2 = vec4<f32>(r2.x, r2.y, r2.z, (t.w));
  }
  {
    let s0 = r2.zzzz;
    let s1 = r2.wwww;
    let s2 = vec4<f32>(0.18, 1.0, 0.45454547, 0.00390625).yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = r2.zzzz;
    let t = (s0 * s1);
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r2.zzzz;
    let s1 = vec4<f32>(0.18, 1.0, 0.45454547, 0.00390625).yyyy;
    let t = s0 + s1;
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3.yyyy;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = r3.yyyy;
    let t = (s0 * s1);
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = vec4<f32>(0.2125, 0.7154, 0.0721, 0.0001).wwww;
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = r2.xxxx;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = r2.xxxx;
    let t = (s0 * s1);
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r0;
    let s1 = r3.xxxx;
    let t = (s0 * s1);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r4.xxxx;
    let t = vec4<f32>(d3d_log(s0.w));
    r5 = vec4<f32>((t.x), r5.y, r5.z, r5.w);
  }
  {
    let s0 = r4.yyyy;
    let t = vec4<f32>(d3d_log(s0.w));
    r5 = vec4<f32>(r5.x, (t.y), r5.z, r5.w);
  }
  {
    let s0 = r4.zzzz;
    let t = vec4<f32>(d3d_log(s0.w));
    r5 = vec4<f32>(r5.x, r5.y, (t.z), r5.w);
  }
  {
    let s0 = r5;
    let s1 = vec4<f32>(0.18, 1.0, 0.45454547, 0.00390625).zzzz;
    let t = (s0 * s1);
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r5.xxxx;
    let t = vec4<f32>(exp2(s0.w));
    r6 = vec4<f32>((t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = r5.yyyy;
    let t = vec4<f32>(exp2(s0.w));
    r6 = vec4<f32>(r6.x, (t.y), r6.z, r6.w);
  }
  {
    let s0 = r5.zzzz;
    let t = vec4<f32>(exp2(s0.w));
    r6 = vec4<f32>(r6.x, r6.y, (t.z), r6.w);
  }
  {
    let s0 = d3d_vpos;
    let s1 = vec4<f32>(12.9898, 78.233, 43758.547, 0.0);
    let s2 = vec4<f32>(12.9898, 78.233, 43758.547, 0.0).wwww;
    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);
    r7 = vec4<f32>((t.x), r7.y, r7.z, r7.w);
  }
  {
    let s0 = r7.xxxx;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r8 = vec4<f32>(r8.x, (t.y), r8.z, r8.w);
  }
  {
    let s0 = r8.yyyy;
    let s1 = vec4<f32>(12.9898, 78.233, 43758.547, 0.0).zzzz;
    let t = (s0 * s1);
    r8 = vec4<f32>((t.x), r8.y, r8.z, r8.w);
  }
  {
    let s0 = r8.xxxx;
    let t = fract(s0);
    r8 = vec4<f32>((t.x), r8.y, r8.z, r8.w);
  }
  {
    let s0 = r8.xxxx;
    let s1 = vec4<f32>(0.18, 1.0, 0.45454547, 0.00390625).wwww;
    let s2 = r6;
    let t = (s0 * s1) + s2;
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = vec4<f32>(0.18, 1.0, 0.45454547, 0.00390625).yyyy;
    let t = s0;
    r6 = vec4<f32>(r6.x, r6.y, r6.z, (t.w));
  }
  {
    let s0 = r6;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @builtin(position) frag_coord: vec4<f32>,
  @location(0) l0: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  d3d_vpos = vec4<f32>(input.frag_coord.xy - vec2<f32>(0.5), 0.0, 0.0);
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
