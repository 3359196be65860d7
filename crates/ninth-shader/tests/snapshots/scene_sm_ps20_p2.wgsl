diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v0;
    let s1 = cf[0];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r0 = vec4<f32>(saturate(t.x), r0.y, r0.z, r0.w);
  }
  {
    let s0 = v0;
    let s1 = (-cf[0]);
    let t = vec4<f32>(dot(s0, s1));
    r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0.yyyy;
    let s1 = vec4<f32>(0.5, 0.25, -1.0, 1.0).zzzz;
    let s2 = vec4<f32>(0.5, 0.25, -1.0, 1.0).wwww;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, saturate(t.y), r0.z, r0.w);
  }
  {
    let s0 = v0;
    let s1 = cf[0];
    let t = min(s0, s1);
    r1 = (t);
  }
  {
    let s0 = v0;
    let s1 = cf[0];
    let t = max(s0, s1);
    r2 = (t);
  }
  {
    let s0 = t0.xxxx;
    let s1 = r1;
    let s2 = r2;
    let t = s2 + (s0 * (s1 - s2));
    r3 = (t);
  }
  {
    let s0 = r0.xxxx;
    let s1 = vec4<f32>(0.5, 0.25, -1.0, 1.0).yyyy;
    let s2 = r3.zzzz;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>(r3.x, r3.y, (t.z), r3.w);
  }
  {
    let s0 = r3.yyyy;
    let s1 = (-r0.yyyy);
    let t = s0 + s1;
    r3 = vec4<f32>(r3.x, saturate(t.y), r3.z, r3.w);
  }
  {
    let s0 = t0.yyyy;
    let s1 = vec4<f32>(0.5, 0.25, -1.0, 1.0).wwww;
    let t = (s0 * s1);
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
  @location(10) l10: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
