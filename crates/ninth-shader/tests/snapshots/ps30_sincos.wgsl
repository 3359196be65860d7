diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v1.xxxx;
    let s1 = vec4<f32>(0.0, 2.0, -1.0, 8.0).yyyy;
    let s2 = vec4<f32>(0.0, 2.0, -1.0, 8.0).zzzz;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = r0.xxxx;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = abs(v1.yyyy);
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = (-r0.xxxx);
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r2 = vec4<f32>(r2.x, (t.y), r2.z, r2.w);
  }
  {
    let s0 = r2.xxxx;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r3 = vec4<f32>(saturate(t.x), saturate(t.y), r3.z, r3.w);
  }
  {
    let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0);
    let t = s0;
    r1 = vec4<f32>(r1.x, r1.y, (t.z), (t.w));
  }
  {
    let s0 = vec4<f32>(0.0, 2.0, -1.0, 8.0);
    let t = s0;
    r2 = vec4<f32>(r2.x, r2.y, (t.z), (t.w));
  }
  {
    let s0 = r1;
    let s1 = r2;
    let t = s0 + s1;
    r1 = (t);
  }
  {
    let s0 = r1;
    let s1 = r3;
    let t = s0 + s1;
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
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
