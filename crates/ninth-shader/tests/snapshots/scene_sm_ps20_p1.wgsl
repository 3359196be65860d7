diagnostic(off, derivative_uniformity);

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
fn d3d_rsq(x: f32) -> f32 {
  return select(inverseSqrt(abs(x)), d3d_inf(), x == 0.0);
}
fn d3d_log(x: f32) -> f32 {
  return select(log2(abs(x)), -d3d_inf(), x == 0.0);
}
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_main() {
  {
    let s0 = t0;
    let s1 = vec4<f32>(0.5, 2.0, 0.25, 1.0).zzzz;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let t = vec4<f32>(d3d_rcp(s0.w));
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = r0.yyyy;
    let t = vec4<f32>(d3d_rsq(s0.w));
    r1 = vec4<f32>(r1.x, (t.y), r1.z, r1.w);
  }
  {
    let s0 = (-r0.xxxx);
    let t = vec4<f32>(exp2(s0.w));
    r1 = vec4<f32>(r1.x, r1.y, (t.z), r1.w);
  }
  {
    let s0 = r0.yyyy;
    let t = vec4<f32>(d3d_log(s0.w));
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = r0.xxxx;
    let s1 = vec4<f32>(0.5, 2.0, 0.25, 1.0).yyyy;
    let t = vec4<f32>(d3d_pow(s0.w, s1.w));
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = r1.xxxx;
    let t = fract(s0);
    r2 = vec4<f32>(r2.x, (t.y), r2.z, r2.w);
  }
  {
    let s0 = r1.wwww;
    let s1 = (-vec4<f32>(0.5, 2.0, 0.25, 1.0).xxxx);
    let t = s0 + s1;
    r2 = vec4<f32>(r2.x, r2.y, (t.z), r2.w);
  }
  {
    let s0 = r2.zzzz;
    let t = abs(s0);
    r2 = vec4<f32>(r2.x, r2.y, (t.z), r2.w);
  }
  {
    let s0 = r1.xxxx;
    let s1 = vec4<f32>(0.5, 2.0, 0.25, 1.0).xxxx;
    let t = (s0 * s1);
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = vec4<f32>(0.5, 2.0, 0.25, 1.0).zzzz;
    let s2 = r2.yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, (t.y), r3.z, r3.w);
  }
  {
    let s0 = r1.zzzz;
    let s1 = r2.zzzz;
    let s2 = r1.yyyy;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, r3.y, (t.z), r3.w);
  }
  {
    let s0 = vec4<f32>(0.5, 2.0, 0.25, 1.0).wwww;
    let t = s0;
    r3 = vec4<f32>(r3.x, r3.y, r3.z, (t.w));
  }
  {
    let s0 = r3;
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
