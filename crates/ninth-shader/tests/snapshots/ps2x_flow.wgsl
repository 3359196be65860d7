diagnostic(off, derivative_uniformity);

@group(0) @binding(4) var<uniform> ci: array<vec4<i32>, 16>;
var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = v0;
    let t = s0;
    r0 = (t);
  }
  let rep0 = vec4<i32>(4, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      {
        let s0 = r0.xxxx;
        let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
        let t = s0 + s1;
        r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
      }
      if ((r0.xxxx).x >= (vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww).x) {
        break;
      }
      continuing { n0 = n0 + 1; }
    }
  }
  if (true) {
    {
      let s0 = r0.yyyy;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
      let t = (s0 * s1);
      r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
    }
  } else {
    {
      let s0 = r0.yyyy;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
      let t = s0 + s1;
      r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
    }
  }
  if ((t0.xxxx).x != (t0.yyyy).x) {
    {
      let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).zzzz;
      let t = s0;
      r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
    }
  }
  let rep1 = ci[1];
  {
    var n1 = 0;
    loop {
      if (n1 >= clamp(rep1.x, 0, 255)) { break; }
      if ((r0.wwww).x < (vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx).x) { break; }
      {
        let s0 = r0.wwww;
        let s1 = (-vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy);
        let t = s0 + s1;
        r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
      }
      continuing { n1 = n1 + 1; }
    }
  }
  {
    let s0 = r0;
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
