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
var<private> r7: vec4<f32>;
var<private> r8: vec4<f32>;
var<private> r9: vec4<f32>;
var<private> r10: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> v1: vec4<f32>;
var<private> v2: vec4<f32>;
var<private> v3: vec4<f32>;
var<private> a0: vec4<i32>;
var<private> oPos: vec4<f32>;
var<private> oD0: vec4<f32>;
var<private> oD1: vec4<f32>;
var<private> oT0: vec4<f32>;
var<private> p0: vec4<bool>;
fn d3d_pow(x: f32, y: f32) -> f32 {
  return exp2(y * log2(abs(x)));
}
fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4<f32>(0.0), l == 0.0);
}
fn d3d_c_rel(i: i32) -> vec4<f32> {
  if (i == 0) {
    return vec4<f32>(0.0, 1.0, 0.5, 0.0);
  }
  if (i >= 0 && i < 256) {
    return cf[i - 0];
  }
  return vec4<f32>(0.0);
}
fn d3d_main() {
  {
    let s0 = v0;
    let m0 = cf[4];
    let m1 = cf[5];
    let m2 = cf[6];
    let m3 = cf[7];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), dot(s0, m3));
    oPos = (t);
  }
  {
    let s0 = v0;
    let m0 = cf[8];
    let m1 = cf[9];
    let m2 = cf[10];
    let t = vec4<f32>(dot(s0, m0), dot(s0, m1), dot(s0, m2), 0.0);
    r0 = vec4<f32>((t.x), (t.y), (t.z), r0.w);
  }
  {
    let s0 = v1;
    let m0 = cf[8];
    let m1 = cf[9];
    let m2 = cf[10];
    let t = vec4<f32>(dot(s0.xyz, m0.xyz), dot(s0.xyz, m1.xyz), dot(s0.xyz, m2.xyz), 0.0);
    r1 = vec4<f32>((t.x), (t.y), (t.z), r1.w);
  }
  {
    let s0 = r1;
    let t = d3d_nrm(s0);
    r2 = vec4<f32>((t.x), (t.y), (t.z), r2.w);
  }
  {
    let s0 = (-r0);
    let s1 = vec4<f32>(0.0, 1.0, 0.5, 0.0).xxxx;
    let t = s0 + s1;
    r3 = vec4<f32>((t.x), (t.y), (t.z), r3.w);
  }
  {
    let s0 = r3;
    let t = d3d_nrm(s0);
    r4 = vec4<f32>((t.x), (t.y), (t.z), r4.w);
  }
  {
    let s0 = cf[12];
    let t = s0;
    r5 = (t);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.5, 0.0).xxxx;
    let t = s0;
    r6 = (t);
  }
  {
    let s0 = vec4<f32>(0.0, 1.0, 0.5, 0.0).xxxx;
    let t = s0;
    r7 = vec4<f32>((t.x), r7.y, r7.z, r7.w);
  }
  let rep0 = vec4<i32>(8, 0, 0, 0);
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(rep0.x, 0, 255)) { break; }
      {
        let s0 = r7.xxxx;
        let t = s0;
        a0 = vec4<i32>(i32(floor((t.x) + 0.5)), a0.y, a0.z, a0.w);
      }
      {
        let s0 = r2;
        let s1 = (-d3d_c_rel(a0.x + 20));
        let t = vec4<f32>(dot(s0.xyz, s1.xyz));
        r8 = vec4<f32>((t.x), r8.y, r8.z, r8.w);
      }
      {
        let s0 = r8.xxxx;
        let s1 = vec4<f32>(0.0, 1.0, 0.5, 0.0).xxxx;
        let t = max(s0, s1);
        r8 = vec4<f32>((t.x), r8.y, r8.z, r8.w);
      }
      {
        let s0 = r8.xxxx;
        let s1 = d3d_c_rel(a0.x + 21);
        let s2 = r5;
        let t = (s0 * s1) + s2;
        r5 = vec4<f32>((t.x), (t.y), (t.z), r5.w);
      }
      {
        let s0 = r4;
        let s1 = (-d3d_c_rel(a0.x + 20));
        let t = s0 + s1;
        r9 = vec4<f32>((t.x), (t.y), (t.z), r9.w);
      }
      {
        let s0 = r9;
        let t = d3d_nrm(s0);
        r10 = vec4<f32>((t.x), (t.y), (t.z), r10.w);
      }
      {
        let s0 = r2;
        let s1 = r10;
        let t = vec4<f32>(dot(s0.xyz, s1.xyz));
        r8 = vec4<f32>(r8.x, (t.y), r8.z, r8.w);
      }
      {
        let s0 = r8.yyyy;
        let s1 = vec4<f32>(0.0, 1.0, 0.5, 0.0).xxxx;
        let c = select(p0, s0 > s1, vec4<bool>(true, false, false, false));
        p0 = c;
      }
      {
        let s0 = r8.yyyy;
        let s1 = cf[13].xxxx;
        let t = vec4<f32>(d3d_pow(s0.w, s1.w));
        r8 = select(r8, vec4<f32>(r8.x, r8.y, (t.z), r8.w), p0.xxxx);
      }
      {
        let s0 = vec4<f32>(0.0, 1.0, 0.5, 0.0).xxxx;
        let t = s0;
        r8 = select(r8, vec4<f32>(r8.x, r8.y, (t.z), r8.w), !p0.xxxx);
      }
      {
        let s0 = r8.zzzz;
        let s1 = d3d_c_rel(a0.x + 22);
        let s2 = r6;
        let t = (s0 * s1) + s2;
        r6 = vec4<f32>((t.x), (t.y), (t.z), r6.w);
      }
      {
        let s0 = r7.xxxx;
        let s1 = cf[14].xxxx;
        let t = s0 + s1;
        r7 = vec4<f32>((t.x), r7.y, r7.z, r7.w);
      }
      continuing { n0 = n0 + 1; }
    }
  }
  {
    let s0 = r5;
    let s1 = v2;
    let t = (s0 * s1);
    oD0 = (t);
  }
  {
    let s0 = r6;
    let t = s0;
    oD1 = (t);
  }
  {
    let s0 = v3;
    let t = s0;
    oT0 = (t);
  }
}
struct VsIn {
  @location(0) i0: vec4<f32>,
  @location(1) i1: vec4<f32>,
  @location(2) i2: vec4<f32>,
  @location(3) i3: vec4<f32>,
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
  v2 = vec4<f32>(input.i2);
  v3 = vec4<f32>(input.i3);
  d3d_main();
  var out: VsOut;
  var pos = oPos;
  pos.x = pos.x + pos.w * draw.half_pixel.x;
  pos.y = pos.y - pos.w * draw.half_pixel.y;
  out.pos = pos;
  out.l0 = oT0;
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
  out.l11 = saturate(oD1);
  out.l12 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l13 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l14 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  out.l15 = vec4<f32>(0.0, 0.0, 0.0, 0.0);
  return out;
}
