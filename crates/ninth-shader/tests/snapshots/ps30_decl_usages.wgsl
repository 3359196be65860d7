diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> v3: vec4<f32>;
var<private> v4: vec4<f32>;
var<private> v5: vec4<f32>;
var<private> v6: vec4<f32>;
var<private> v7: vec4<f32>;
var<private> v8: vec4<f32>;
var<private> v9: vec4<f32>;
var<private> v10: vec4<f32>;
var<private> v11: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v0;
    let s1 = v2;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = v1;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0;
    let s1 = v3;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0;
    let s1 = v4;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0;
    let s1 = v5;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = v6;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = r0.xxxx;
    let s1 = v7.xxxx;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.yyyy;
    let s1 = v8.xxxx;
    let t = s0 + s1;
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0;
    let s1 = v9;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0;
    let s1 = v10;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r0.zzzz;
    let s1 = v11.xxxx;
    let t = s0 + s1;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @location(0) l0: vec4<f32>,
  @location(7) l7: vec4<f32>,
  @location(10) l10: vec4<f32>,
  @location(11) l11: vec4<f32>,
  @location(13) l13: vec4<f32>,
  @location(14) l14: vec4<f32>,
  @location(15) l15: vec4<f32>,
  @location(12) l12: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
  @location(3) l3: vec4<f32>,
  @location(4) l4: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l7;
  v2 = input.l10;
  v3 = input.l11;
  v4 = input.l13;
  v5 = input.l14;
  v6 = input.l15;
  v7 = input.l12;
  v8 = input.l1;
  v9 = input.l2;
  v10 = input.l3;
  v11 = input.l4;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
