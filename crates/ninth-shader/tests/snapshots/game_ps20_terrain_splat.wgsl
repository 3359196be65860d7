diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_2d<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_2d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(6) var tex3: texture_2d<f32>;
@group(1) @binding(7) var samp3: sampler;
@group(1) @binding(8) var tex4: texture_2d<f32>;
@group(1) @binding(9) var samp4: sampler;
@group(1) @binding(10) var tex5: texture_2d<f32>;
@group(1) @binding(11) var samp5: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> t2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = t1;
    let t = textureSample(tex1, samp1, s0.xy);
    r1 = (t);
  }
  {
    let s0 = t1;
    let t = textureSample(tex2, samp2, s0.xy);
    r2 = (t);
  }
  {
    let s0 = t1;
    let t = textureSample(tex3, samp3, s0.xy);
    r3 = (t);
  }
  {
    let s0 = t1;
    let t = textureSample(tex4, samp4, s0.xy);
    r4 = (t);
  }
  {
    let s0 = t2;
    let t = textureSample(tex5, samp5, s0.xy);
    r5 = (t);
  }
  {
    let s0 = r1;
    let s1 = r0.xxxx;
    let t = (s0 * s1);
    r1 = (t);
  }
  {
    let s0 = r2;
    let s1 = r0.yyyy;
    let s2 = r1;
    let t = (s0 * s1) + s2;
    r1 = (t);
  }
  {
    let s0 = r3;
    let s1 = r0.zzzz;
    let s2 = r1;
    let t = (s0 * s1) + s2;
    r1 = (t);
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(1.0, 0.0, 0.5, 2.0).xxxx;
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r6 = vec4<f32>((t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = vec4<f32>(1.0, 0.0, 0.5, 2.0).xxxx;
    let s1 = (-r6.xxxx);
    let t = s0 + s1;
    r6 = vec4<f32>(saturate(t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = r4;
    let s1 = r6.xxxx;
    let s2 = r1;
    let t = (s0 * s1) + s2;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = r5;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r1;
    let s1 = vec4<f32>(1.0, 0.0, 0.5, 2.0).wwww;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = vec4<f32>(1.0, 0.0, 0.5, 2.0).xxxx;
    let t = s0;
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = r1;
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
