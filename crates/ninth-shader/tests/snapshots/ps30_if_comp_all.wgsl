diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
fn d3d_main() {
  {
    let s0 = vec4<f32>(0.0, 2.0, -1.0, 8.0).xxxx;
    let t = s0;
    r0 = (t);
  }
  if ((v0.xxxx).x > (vec4<f32>(0.5, 0.25, 0.75, 1.0).xxxx).x) {
    {
      let s0 = r0.xxxx;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
      let t = s0 + s1;
      r0 = vec4<f32>((t.x), r0.y, r0.z, r0.w);
    }
  }
  if ((v0.yyyy).x == (vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy).x) {
    {
      let s0 = r0.yyyy;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
      let t = s0 + s1;
      r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
    }
  }
  if ((v0.zzzz).x >= (vec4<f32>(0.5, 0.25, 0.75, 1.0).zzzz).x) {
    {
      let s0 = r0.zzzz;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
      let t = s0 + s1;
      r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
    }
  }
  if ((v0.wwww).x < (vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww).x) {
    {
      let s0 = r0.wwww;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
      let t = s0 + s1;
      r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
    }
  }
  if ((v2.xxxx).x != ((-v2.yyyy)).x) {
    {
      let s0 = r0;
      let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
      let t = s0 + s1;
      r0 = (t);
    }
  } else {
    if ((abs(v2.zzzz)).x <= (v2.wwww).x) {
      {
        let s0 = r0;
        let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
        let t = s0 - s1;
        r0 = (t);
      }
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
