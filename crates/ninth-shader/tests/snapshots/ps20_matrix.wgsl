diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 16>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> t1: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = t0;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    r0 = (t);
  }
  {
    let s0 = t0;
    let m0 = cf[4];
    let m1 = cf[5];
    let m2 = cf[6];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = t0;
    let m0 = cf[7];
    let m1 = cf[8];
    let m2 = cf[9];
    let m3 = cf[10];
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), dot(s0.xyz, m3.xyz));
    r2 = (t);
  }
  {
    let s0 = v0;
    let m0 = cf[11];
    let m1 = cf[12];
    let m2 = cf[13];
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = t1;
    let m0 = cf[14];
    let m1 = cf[15];
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), 0.0, 0.0);
    r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);
  }
  {
    let s0 = vec4<f32>(1.0, 0.25, -0.75, 4.0).xxxx;
    let t = s0;
    r1 = vec4<f32>(r1.x, r1.y, r1.z, (t.w));
  }
  {
    let s0 = vec4<f32>(1.0, 0.25, -0.75, 4.0).yyyy;
    let t = s0;
    r3 = vec4<f32>(r3.x, r3.y, r3.z, (t.w));
  }
  {
    let s0 = vec4<f32>(0.5, -1.5, 2.0, 0.0);
    let t = s0;
    r4 = vec4<f32>(r4.x, r4.y, (t.z), (t.w));
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
    let s1 = r4;
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
