struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> a0: vec4<i32>;
var<private> o0: vec4<f32>;
var<private> o1: vec4<f32>;
var<private> aL: i32;
var<private> p0: vec4<bool>;
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 20) {
    return vec4<f32>(0.0, 0.5, 1.0, 3.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v0;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    o0 = (t);
  }
  {
    let s0 = vec4<f32>(0.0, 0.5, 1.0, 3.0).xxxx;
    let t = s0;
    r0 = (t);
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(4, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = r0;
        let s1 = d3d_c_rel(aL + 10);
        let t = s0 + s1;
        r0 = (t);
      }
      if ((r0.xxxx).x > (vec4<f32>(0.0, 0.5, 1.0, 3.0).yyyy).x) { break; }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  if ((v1.xxxx).x < (vec4<f32>(0.0, 0.5, 1.0, 3.0).yyyy).x) {
    {
      let s0 = v1.yyyy;
      let t = s0;
      r0 = vec4<f32>(r0.x, (t.y), r0.z, r0.w);
    }
  } else {
    {
      let s0 = v1.yyyy;
      let t = s0;
      r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
    }
  }
  {
    let s0 = v1.yyyy;
    let s1 = vec4<f32>(0.0, 0.5, 1.0, 3.0).yyyy;
    let c = select(p0, s0 >= s1, vec4<bool>(true, true, true, true));
    p0 = c;
  }
  {
    let s0 = r0.xxxx;
    let s1 = vec4<f32>(0.0, 0.5, 1.0, 3.0).yyyy;
    let t = (s0 * s1);
    r0 = select(r0, vec4<f32>((t.x), r0.y, r0.z, r0.w), p0);
  }
  {
    let s0 = v1.xxxx;
    let s1 = vec4<f32>(0.0, 0.5, 1.0, 3.0).wwww;
    let t = (s0 * s1);
    r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
  }
  {
    let s0 = r1.xxxx;
    let t = s0;
    a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
  }
  {
    let s0 = r0;
    let s1 = d3d_c_rel(a0.x + 10);
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = vec4<f32>(0.0, 0.5, 1.0, 3.0).zzzz;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let t = s0;
    o1 = (t);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
}
struct VsOut {
  @builtin(position) pos: vec4<f32>,
  @location(0) l0: vec4<f32>,
  @location(1) l1: vec4<f32>,
  @location(2) l2: vec4<f32>,
  @location(3) l3: vec4<f32>,
  @location(4) l4: vec4<f32>,
  @location(5) l5: vec4<f32>,
  @location(6) l6: vec4<f32>,
  @location(7) l7: vec4<f32>,
  @location(8) l8: vec4<f32>,
  @location(9) l9: vec4<f32>,
  @location(10) l10: vec4<f32>,
  @location(11) l11: vec4<f32>,
  @location(12) l12: vec4<f32>,
  @location(13) l13: vec4<f32>,
  @location(14) l14: vec4<f32>,
  @location(15) l15: vec4<f32>,
}
@vertex
fn main(input: VsIn) -> VsOut {
  v0 = vec4<f32>(input.i0);
  v1 = vec4<f32>(input.i1);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l1 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l2 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l3 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l4 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l5 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l6 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l7 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l8 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l9 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l10 = o1;
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
