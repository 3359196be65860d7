diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4<f32>, 1>;
@group(0) @binding(6) var<uniform> cb: array<vec4<u32>, 4>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> p0: vec4<bool>;
fn d3d_main() {
  {
    let s0 = v0;
    let t = s0;
    r1 = (t);
  }
  {
    let s0 = t0.xxxx;
    let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
    let c = select(p0, s0 > s1, vec4<bool>(true, true, true, true));
    p0 = c;
  }
  {
    let s0 = t0.yxyy;
    let t = s0;
    r1 = select(r1, vec4<f32>((t.x), (t.y), (t.z), r1.w), p0);
  }
  {
    let s0 = t0;
    let t = dpdx(s0);
    r2 = (t);
  }
  {
    let s0 = t0;
    let t = dpdy(s0);
    r3 = (t);
  }
  {
    let s0 = r2.xxxx;
    let s1 = r3.yyyy;
    let t = s0 + s1;
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = r2.xxxx;
    let s1 = cf[0].yyyy;
    let s2 = r1.zzzz;
    let t = (s0 * s1) + s2;
    r1 = vec4<f32>(r1.x, r1.y, (t.z), r1.w);
  }
  {
    let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
    let t = s0;
    r0 = (t);
  }
  let rep0 = vec4<i32>(3, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      {
        let s0 = r0.xxxx;
        let s1 = cf[0].xxxx;
        let t = s0 + s1;
        r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
      }
      if ((r0.xxxx).x > (cf[0].zzzz).x) { break; }
      continuing { n0 = n0 + 1; }
    }
  }
  if ((cb[0][0] != 0u)) {
    {
      let s0 = r1;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).zzzz;
      let t = (s0 * s1);
      r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
    }
  }
  if ((t0.yyyy).x < (vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx).x) {
    {
      let s0 = r1.xxxx;
      let s1 = r0.xxxx;
      let t = s0 + s1;
      r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
    }
  } else {
    {
      let s0 = r1.yyyy;
      let s1 = r0.xxxx;
      let t = s0 + s1;
      r1 = vec4<f32>(r1.x, (t.y), r1.z, r1.w);
    }
  }
  {
    let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww;
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
