diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 2>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let s1 = v0;
    let s2 = cf[0];
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r0 = (t);
  }
  {
    let s0 = (-t0.xxxx);
    let s1 = vec4<f32>(0.5, -1.5, 2.0, 0.0).xxxx;
    let s2 = vec4<f32>(1.0, 0.25, -0.75, 4.0).xxxx;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r1 = (t);
  }
  {
    let s0 = t1.yyyy;
    let s1 = vec4<f32>(0.5, -1.5, 2.0, 0.0).wwww;
    let s2 = vec4<f32>(1.0, 0.25, -0.75, 4.0).zzzz;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r1 = vec4<f32>(r1.x, r1.y, r1.z, saturate(t.w));
  }
  {
    let s0 = t1;
    let s1 = cf[1];
    let s2 = vec4<f32>(0.5, -1.5, 2.0, 0.0).xxxx;
    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = t0;
    let s1 = (-cf[1]);
    let s2 = t0.wwww;
    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);
    r2 = vec4<f32>(r2.x, (t.y), r2.z, r2.w);
  }
  {
    let s0 = v0;
    let s1 = v0;
    let s2 = vec4<f32>(1.0, 0.25, -0.75, 4.0).zzzz;
    let t = vec4<f32>(dot(s0.xy, s1.xy) + s2.w);
    r2 = vec4<f32>(r2.x, r2.y, saturate(t.z), saturate(t.w));
  }
  {
    let s0 = r0;
    let s1 = r1;
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = r2;
    let s1 = vec4<f32>(0.5, -1.5, 2.0, 0.0).xxxx;
    let s2 = r0;
    let t = (s0 * s1) + s2;
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
