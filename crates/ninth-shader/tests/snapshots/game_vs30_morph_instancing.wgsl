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
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> r4: vec4<f32>;
var<private> r5: vec4<f32>;
var<private> r6: vec4<f32>;
var<private> v: array<vec4<f32>, 16>;
var<private> o0: vec4<f32>;
var<private> o1: vec4<f32>;
var<private> o2: vec4<f32>;
var<private> o3: vec4<f32>;
var<private> aL: i32;
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 100) {
    return vec4<f32>(0.0, 1.0, 0.0, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_v_rel(i: i32) -> vec4<f32> {
  if (i >= 0 && i < 16) {
    return v[i];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v[0];
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
        let s0 = d3d_v_rel(aL + 1);
        let s1 = (-v[0]);
        let t = s0 + s1;
        r1 = (t);
      }
      {
        let s0 = r1;
        let s1 = d3d_c_rel(aL + 40).xxxx;
        let s2 = r0;
        let t = (s0 * s1) + s2;
        r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.0, 0.0).yyyy;
    let t = s0;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let s1 = v[5];
    let t = vec4<f32>(dot(s0, s1));
    r2 = vec4<f32>((t.x), r2.y, r2.z, r2.w);
  }
  {
    let s0 = r0;
    let s1 = v[6];
    let t = vec4<f32>(dot(s0, s1));
    r2 = vec4<f32>(r2.x, (t.y), r2.z, r2.w);
  }
  {
    let s0 = r0;
    let s1 = v[7];
    let t = vec4<f32>(dot(s0, s1));
    r2 = vec4<f32>(r2.x, r2.y, (t.z), r2.w);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.0, 0.0).yyyy;
    let t = s0;
    r2 = vec4<f32>(r2.x, r2.y, r2.z, (t.w));
  }
  {
    let s0 = r2;
    let m0 = cf[0];
    let m1 = cf[1];
    let m2 = cf[2];
    let m3 = cf[3];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    r3 = (t);
  }
  {
    let s0 = r3;
    let t = s0;
    o0 = (t);
  }
  {
    let s0 = v[8];
    let s1 = v[5];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r4 = vec4<f32>((t.x), r4.y, r4.z, r4.w);
  }
  {
    let s0 = v[8];
    let s1 = v[6];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r4 = vec4<f32>(r4.x, (t.y), r4.z, r4.w);
  }
  {
    let s0 = v[8];
    let s1 = v[7];
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r4 = vec4<f32>(r4.x, r4.y, (t.z), r4.w);
  }
  {
    let s0 = r4;
    let t = d3d_nrm(s0);
    r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
  }
  {
    let s0 = r5;
    let t = s0;
    o3 = vec4<f32>((t.x), (t.y), (t.z), o3.w);
  }
  {
    let s0 = r5;
    let s1 = (-cf[4]);
    let t = vec4<f32>(dot(s0.xyz, s1.xyz));
    r6 = vec4<f32>(saturate(t.x), r6.y, r6.z, r6.w);
  }
  {
    let s0 = r6.xxxx;
    let s1 = v[9];
    let s2 = cf[5];
    let t = (s0 * s1) + s2;
    o1 = (t);
  }
  {
    let s0 = r3.wwww;
    let s1 = cf[6].xxxx;
    let s2 = cf[6].yyyy;
    let t = (s0 * s1) + s2;
    o2 = vec4<f32>(saturate(t.x), o2.y, o2.z, o2.w);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
  @location(2) i2: vec4<f32>,
  @location(3) i3: vec4<f32>,
  @location(4) i4: vec4<f32>,
  @location(5) i5: vec4<f32>,
  @location(6) i6: vec4<f32>,
  @location(7) i7: vec4<f32>,
  @location(8) i8: vec4<f32>,
  @location(9) i9: vec4<f32>,
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
  v[0] = vec4<f32>(input.i0);
  v[1] = vec4<f32>(input.i1);
  v[2] = vec4<f32>(input.i2);
  v[3] = vec4<f32>(input.i3);
  v[4] = vec4<f32>(input.i4);
  v[5] = vec4<f32>(input.i5);
  v[6] = vec4<f32>(input.i6);
  v[7] = vec4<f32>(input.i7);
  v[8] = vec4<f32>(input.i8);
  v[9] = vec4<f32>(input.i9);
  d3d_main();
  var out: VsOut;
  var pos = o0;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = o3;
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
  out.l12 = o2;
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
