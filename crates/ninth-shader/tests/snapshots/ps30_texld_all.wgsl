diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
@group(1) @binding(2) var tex1: texture_cube<f32>;
@group(1) @binding(3) var samp1: sampler;
@group(1) @binding(4) var tex2: texture_3d<f32>;
@group(1) @binding(5) var samp2: sampler;
@group(1) @binding(30) var tex15: texture_2d<f32>;
@group(1) @binding(31) var samp15: sampler;
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
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v0;
    let t = textureSample(tex0, samp0, s0.xy);
    r0 = (t);
  }
  {
    let s0 = v0;
    let t = textureSample(tex0, samp0, s0.xy / s0.w);
    r1 = (t);
  }
  {
    let s0 = v0;
    let t = textureSampleBias(tex15, samp15, s0.xy, s0.w);
    r2 = (t);
  }
  {
    let s0 = v1;
    let t = s0;
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = vec4<f32>(0.0, 0.0, 0.0, 2.0).wwww;
    let t = s0;
    r3 = vec4<f32>(r3.x, r3.y, r3.z, (t.w));
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex1, samp1, s0.xyz, s0.w);
    r4 = (t);
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex2, samp2, s0.xyz, s0.w);
    r5 = (t);
  }
  {
    let s0 = v1;
    let t = textureSample(tex1, samp1, s0.xyz);
    r6 = (t);
  }
  {
    let s0 = v1;
    let t = textureSample(tex2, samp2, s0.xyz);
    r7 = (t);
  }
  {
    let s0 = v0;
    let t = dpdx(s0);
    r8 = (t);
  }
  {
    let s0 = v0;
    let t = dpdy(s0);
    r9 = (t);
  }
  {
    let s0 = v0;
    let s2 = r8;
    let s3 = r9;
    let t = textureSampleGrad(tex0, samp0, s0.xy, s2.xy, s3.xy);
    r10 = (t);
  }
  {
    let s0 = v1;
    let s2 = r8;
    let s3 = r9;
    let t = textureSampleGrad(tex1, samp1, s0.xyz, s2.xyz, s3.xyz);
    r11 = (t);
  }
  {
    let s0 = v0;
    let t = textureSample(tex0, samp0, s0.xy);
    r12 = vec4<f32>((t.x), (t.y), r12.z, r12.w);
  }
  {
    let s0 = v0.yxzw;
    let t = textureSample(tex0, samp0, s0.xy);
    r13 = vec4<f32>(r13.x, r13.y, r13.z, (t.w));
  }
  {
    let s0 = r3;
    let t = textureSampleLevel(tex2, samp2, s0.xyz, s0.w);
    r14 = vec4<f32>((t.x), (t.y), (t.z), r14.w);
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r2;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r4;
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
    let s1 = r6;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r7;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r10;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r11;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = r12;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.wwww;
    let s1 = r13.wwww;
    let t = s0 + s1;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let s1 = r14;
    let t = s0 + s1;
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
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l1;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
