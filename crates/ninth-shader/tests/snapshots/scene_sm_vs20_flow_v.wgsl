struct NinthDraw {
  half_pixel: vec4<f32>,
  fog: vec4<f32>,
  fog_color: vec4<f32>,
  alpha_test: vec4<f32>,
}
@group(0) @binding(0) var<uniform> draw: NinthDraw;
@group(0) @binding(1) var<uniform> cf: array<vec4<f32>, 256>;
@group(0) @binding(3) var<uniform> ci: array<vec4<i32>, 16>;
@group(0) @binding(5) var<uniform> cb: array<vec4<u32>, 4>;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> a0: vec4<i32>;
var<private> oPos: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> aL: i32;
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 23) {
    return vec4<f32>(-0.020833334, -0.125, 1.0, 0.5);
  }
  if (i == 22) {
    return vec4<f32>(-1.5500992e-6, -2.170139e-5, 0.0026041667, 0.00026041668);
  }
  if (i == 21) {
    return vec4<f32>(3.0, 6.2831855, -3.1415927, 0.0);
  }
  if (i == 20) {
    return vec4<f32>(0.0, 0.25, 1.0, 0.5);
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
    oPos = (t);
  }
  {
    let s0 = vec4<f32>(0.0, 0.25, 1.0, 0.5).xxxx;
    let t = s0;
    r0 = (t);
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(3, 0, 1, 0);
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
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  let rep1 = ci[1];
  {
    var n1 = 0;
    loop {
      if (n1 >= clamp(rep1.x, 0, 255)) { break; }
      {
        let s0 = r0;
        let s1 = vec4<f32>(0.0, 0.25, 1.0, 0.5).wwww;
        let t = (s0 * s1);
        r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
      }
      {
        let s0 = r0.zzzz;
        let s1 = vec4<f32>(0.0, 0.25, 1.0, 0.5).yyyy;
        let t = s0 + s1;
        r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
      }
      continuing { n1 = n1 + 1; }
    }
  }
  if ((cb[0][0] != 0u)) {
    {
      let s0 = r0;
      let s1 = v1.xyxx;
      let t = s0 + s1;
      r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
    }
  } else {
    {
      let s0 = r0;
      let s1 = v1.yyyy;
      let t = (s0 * s1);
      r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
    }
  }
  {
    let s0 = v1.xxxx;
    let s1 = vec4<f32>(3.0, 6.2831855, -3.1415927, 0.0).xxxx;
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
    let s1 = d3d_c_rel(a0.x + 14);
    let t = s0 + s1;
    r0 = (t);
  }
  {
    let s0 = v1.yyyy;
    let s1 = vec4<f32>(3.0, 6.2831855, -3.1415927, 0.0).yyyy;
    let s2 = vec4<f32>(3.0, 6.2831855, -3.1415927, 0.0).zzzz;
    let t = (s0 * s1) + s2;
    r3 = vec4<f32>((t.x), r3.y, r3.z, r3.w);
  }
  {
    let s0 = r3.xxxx;
    let t = vec4<f32>(cos(s0.w), sin(s0.w), 0.0, 0.0);
    r4 = vec4<f32>((t.x), (t.y), r4.z, r4.w);
  }
  {
    let s0 = r4.xxxx;
    let s1 = vec4<f32>(0.0, 0.25, 1.0, 0.5).yyyy;
    let s2 = r0.zzzz;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
  }
  d3d_l0();
  {
    let s0 = r0;
    let t = s0;
    oD0 = (t);
  }
}
fn d3d_l0() {
  {
    let s0 = r0.wwww;
    let s1 = vec4<f32>(0.0, 0.25, 1.0, 0.5).wwww;
    let t = (s0 * s1);
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
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
  var pos = oPos;
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
  out.l10 = saturate(oD0);
  out.l11 = vec4<f32>(1.0, 1.0, 1.0, 1.0);
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
