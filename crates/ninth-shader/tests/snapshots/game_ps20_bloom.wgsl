diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 6>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_inf() -> f32 {
  var bits = 0x7f800000u;
  return bitcast<f32>(bits);
}
fn d3d_rcp(x: f32) -> f32 {
  return select(1.0 / x, d3d_inf(), x == 0.0);
}
fn d3d_main() {
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = cf[4].xxxx;
    let t = (s0 * s1);
    r0 = (t);
  }
  {
    let s0 = t0;
    let s1 = cf[0];
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = t0;
    let s1 = (-cf[0]);
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r1;
    let t = textureSample(tex0, samp0, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r2;
    let t = textureSample(tex0, samp0, s0.xy);
    r2 = (t);
  }
  {
    let s0 = r1;
    let s1 = r2;
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = cf[4].yyyy;
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = t0;
    let s1 = cf[1];
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = t0;
    let s1 = (-cf[1]);
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r1;
    let t = textureSample(tex0, samp0, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r2;
    let t = textureSample(tex0, samp0, s0.xy);
    r2 = (t);
  }
  {
    let s0 = r1;
    let s1 = r2;
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = cf[4].zzzz;
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = t0;
    let s1 = cf[2];
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = t0;
    let s1 = (-cf[2]);
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r1;
    let t = textureSample(tex0, samp0, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r2;
    let t = textureSample(tex0, samp0, s0.xy);
    r2 = (t);
  }
  {
    let s0 = r1;
    let s1 = r2;
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = cf[4].wwww;
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = t0;
    let s1 = cf[3];
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = t0;
    let s1 = (-cf[3]);
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), r2.z, r2.w);
  }
  {
    let s0 = r1;
    let t = textureSample(tex0, samp0, s0.xy);
    r1 = (t);
  }
  {
    let s0 = r2;
    let t = textureSample(tex0, samp0, s0.xy);
    r2 = (t);
  }
  {
    let s0 = r1;
    let s1 = r2;
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = cf[5].xxxx;
    let s2 = r0;
    let t = (s0 * s1) + s2;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.2125, 0.7154, 0.0721, 0.0);
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let s1 = (-vec4<f32>(0.7, 3.0, 1.0, 0.0).xxxx);
    let t = s0 + s1;
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3.yyyy;
    let s1 = vec4<f32>(0.2125, 0.7154, 0.0721, 0.0).wwww;
    let t = max(s0, s1);
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3.yyyy;
    let s1 = vec4<f32>(0.7, 3.0, 1.0, 0.0).yyyy;
    let t = (s0 * s1);
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r3 = vec4<f32>(r3.x, r3.y, (t.z), r3.w);
  }
  {
    let s0 = r3.yyyy;
    let s1 = r3.zzzz;
    let t = (s0 * s1);
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r0;
    let s1 = r3.yyyy;
    let t = (s0 * s1);
    r0 = vec4<f32>(saturate(t.x), saturate(t.y), saturate(t.z), r0.w);
  }
  {
    let s0 = vec4<f32>(0.7, 3.0, 1.0, 0.0).zzzz;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
