diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> aL: i32;
fn d3d_main() {
  {
    let s0 = vec4<f32>(0.0, 2.0, -1.0, 8.0).xxxx;
    let t = s0;
    r0 = (t);
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(16, 0, 0, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = r0;
        let s1 = vec4<f32>(0.5, 0.25, 0.75, 1.0).yyyy;
        let t = s0 + s1;
        r0 = (t);
      }
      if ((r0.xxxx).x > (v0.xxxx).x) { break; }
      if ((r0.yyyy).x == (v0.yyyy).x) { break; }
      if ((r0.zzzz).x >= (v0.zzzz).x) { break; }
      if ((r0.wwww).x < ((-v0.wwww)).x) { break; }
      if ((r0.xxxx).x != (r0.xxxx).x) { break; }
      if ((vec4<f32>(0.5, 0.25, 0.75, 1.0).wwww).x <= (r0.yyyy).x) { break; }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
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
