diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> t0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> p0: vec4<bool>;
fn d3d_main() {
  {
    let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
    let t = s0;
    r0 = (t);
  }
  let rep0 = vec4<i32>(8, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      {
        let s0 = r0;
        let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
        let t = s0 + s1;
        r0 = (t);
      }
      {
        let s0 = r0.xxxx;
        let s1 = t0.xxxx;
        let c = select(p0, s0 >= s1, vec4<bool>(true, false, false, false));
        p0 = c;
      }
      if (p0.x) { break; }
      {
        let s0 = r0.yyyy;
        let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx;
        let c = select(p0, s0 < s1, vec4<bool>(false, true, false, false));
        p0 = c;
      }
      if (!p0.y) { break; }
      continuing { n0 = n0 + 1; }
    }
  }
  if (p0.x) {
    {
      let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww;
      let t = s0;
      r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
    }
  }
  if (!p0.y) {
    {
      let s0 = vec4<f32>(0.5, 0.25, 0.75, 1.0).zzzz;
      let t = s0;
      r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
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
