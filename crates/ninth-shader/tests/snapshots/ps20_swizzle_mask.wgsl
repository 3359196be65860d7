diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0.xxxx;
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = t0.yyyy;
    let t = s0;
    r1 = (t);
  }
  {
    let s0 = t0.zzzz;
    let t = s0;
    r2 = (t);
  }
  {
    let s0 = t0.wwww;
    let t = s0;
    r3 = (t);
  }
  {
    let s0 = r0;
    let t = s0;
    r4 = vec4<f32>((t.x), r4.y, r4.z, r4.w);
  }
  {
    let s0 = r1;
    let t = s0;
    r4 = vec4<f32>(r4.x, (t.y), r4.z, r4.w);
  }
  {
    let s0 = r2;
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = r3;
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, r4.z, (t.w));
  }
  {
    let s0 = vec4<f32>(0.1, 0.2, 0.3, 0.4);
    let t = s0;
    r5 = vec4<f32>((t.x), (t.y), r5.z, r5.w);
  }
  {
    let s0 = vec4<f32>(0.1, 0.2, 0.3, 0.4).wwww;
    let t = s0;
    r5 = vec4<f32>(r5.x, r5.y, (t.z), (t.w));
  }
  {
    let s0 = r4;
    let s1 = r5;
    let t = s0 + s1;
    r4 = (t);
  }
  {
    let s0 = r4;
    let t = s0;
    r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
  }
  {
    let s0 = r4.xxxx;
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
