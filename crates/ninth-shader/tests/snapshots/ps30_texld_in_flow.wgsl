diagnostic(off, derivative_uniformity);

@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> r2: vec4<f32>;
var<private> r3: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> aL: i32;
fn d3d_main() {
  {
    let s0 = vec4<f32>(0.0, 0.125, 0.5, 1.0).xxxx;
    let t = s0;
    r0 = (t);
  }
  {
    let s0 = v0;
    let t = s0;
    r1 = vec4<f32>((t.x), (t.y), r1.z, r1.w);
  }
  {
    let s0 = vec4<f32>(0.0, 0.125, 0.5, 1.0).xxxx;
    let t = s0;
    r1 = vec4<f32>(r1.x, r1.y, (t.z), (t.w));
  }
  let aL_outer0 = aL;
  let loop0 = vec4<i32>(4, 0, 1, 0);
  aL = loop0.y;
  {
    var n0 = 0;
    loop {
      if (n0 >= clamp(loop0.x, 0, 255)) { break; }
      {
        let s0 = r1;
        let t = textureSampleLevel(tex0, samp0, s0.xy, s0.w);
        r2 = (t);
      }
      {
        let s0 = r0;
        let s1 = r2;
        let t = s0 + s1;
        r0 = (t);
      }
      {
        let s0 = r1.xxxx;
        let s1 = vec4<f32>(0.0, 0.125, 0.5, 1.0).yyyy;
        let t = s0 + s1;
        r1 = vec4<f32>((t.x), r1.y, r1.z, r1.w);
      }
      if ((r2.wwww).x > (vec4<f32>(0.0, 0.125, 0.5, 1.0).zzzz).x) {
        {
          let s0 = r1;
          let t = textureSample(tex0, samp0, s0.xy);
          r3 = (t);
        }
        {
          let s0 = r0;
          let s1 = r3;
          let t = s0 + s1;
          r0 = (t);
        }
      }
      continuing { n0 = n0 + 1; aL = aL + loop0.z; }
    }
    aL = aL_outer0;
  }
  {
    let s0 = r0;
    let s1 = vec4<f32>(0.0, 0.125, 0.5, 1.0).yyyy;
    let t = (s0 * s1);
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
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
