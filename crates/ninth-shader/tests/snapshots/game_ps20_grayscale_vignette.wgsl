diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.299, 0.587, 0.114, 0.0);
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = r1.xxxx;
    let s1 = vec4<f32>(1.2, 1.0, 0.8, 1.0);
    let t = (s0 * s1);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = t0;
    let s1 = (-vec4<f32>(0.5, 0.5, 1.4, 0.5));
    let t = s0 + s1;
    r3 = vec4<f32>((t.x), (t.y), r3.z, r3.w);
  }
  {
    let s0 = r3;
    let s1 = r3;
    let s2 = vec4<f32>(0.299, 0.587, 0.114, 0.0).wwww;
    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);
    r3 = vec4<f32>(r3.x, r3.y, (t.z), r3.w);
  }
  {
    let s0 = r3.zzzz;
    let s1 = (-vec4<f32>(0.5, 0.5, 1.4, 0.5).zzzz);
    let s2 = vec4<f32>(1.2, 1.0, 0.8, 1.0).wwww;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, r3.y, r3.z, saturate(t.w));
  }
  {
    let s0 = r2;
    let s1 = r3.wwww;
    let t = (s0 * s1);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = r2;
    let s1 = (-vec4<f32>(0.5, 0.5, 1.4, 0.5).wwww);
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = r2;
    let s1 = cf[0].xxxx;
    let s2 = vec4<f32>(0.5, 0.5, 1.4, 0.5).wwww;
    let t = (s0 * s1) + s2;
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = cf[0].yyyy;
    let s1 = r2;
    let s2 = r0;
    let t = s2 + (s0 * (s1 - s2));
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = r0.wwww;
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
  }
  {
    let s0 = r4;
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
