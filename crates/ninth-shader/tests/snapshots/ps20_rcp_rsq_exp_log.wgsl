diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
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
fn d3d_main() {
  {
    let s0 = t0.xxxx;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = t0.yyyy;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = (-t1.xxxx);
    let t = vec4<f32>(exp2(s0.w));
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  {
    let s0 = t1.yyyy;
    let t = vec4<f32>(d3d_log(s0.w));
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = vec4<f32>(0.5, -1.5, 2.0, 0.0).wwww;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r1 = (t);
  }
  {
    let s0 = (-vec4<f32>(0.5, -1.5, 2.0, 0.0).wwww);
    let t = vec4<f32>(d3d_rsq(s0.w));
    r2 = (t);
  }
  {
    let s0 = vec4<f32>(0.5, -1.5, 2.0, 0.0).wwww;
    let t = vec4<f32>(d3d_log(s0.w));
    r3 = (t);
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
    let s1 = r3;
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
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
