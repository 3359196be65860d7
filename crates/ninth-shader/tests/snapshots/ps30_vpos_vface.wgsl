diagnostic(off, derivative_uniformity);

var<private> r0: vec4<f32>;
var<private> r1: vec4<f32>;
var<private> v0: vec4<f32>;
var<private> oC0: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
var<private> d3d_vface: vec4<f32>;
fn d3d_main() {
  {
    let s0 = d3d_vpos;
    let s1 = vec4<f32>(0.5, 0.0, 1.0, -1.0).xxxx;
    let t = (s0 * s1);
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0;
    let t = fract(s0);
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = d3d_vface;
    let s1 = vec4<f32>(0.5, 0.0, 1.0, -1.0).zzzz;
    let s2 = vec4<f32>(0.5, 0.0, 1.0, -1.0).wwww;
    let t = select(s2, s1, s0 >= vec4<f32>(0.0));
    r1 = (t);
  }
  if ((d3d_vface).x < (vec4<f32>(0.5, 0.0, 1.0, -1.0).yyyy).x) {
    {
      let s0 = vec4<f32>(0.5, 0.0, 1.0, -1.0).zzzz;
      let t = s0;
      r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
    }
  } else {
    {
      let s0 = vec4<f32>(0.5, 0.0, 1.0, -1.0).yyyy;
      let t = s0;
      r0 = vec4<f32>(r0.x, r0.y, (t.z), r0.w);
    }
  }
  {
    let s0 = r1.xxxx;
    let s1 = vec4<f32>(0.5, 0.0, 1.0, -1.0).xxxx;
    let s2 = vec4<f32>(0.5, 0.0, 1.0, -1.0).xxxx;
    let t = (s0 * s1) + s2;
    r0 = vec4<f32>(r0.x, r0.y, r0.z, (t.w));
  }
  {
    let s0 = r0;
    let s1 = v0;
    let t = s0 + s1;
    r0 = vec4<f32>((t.x), (t.y), r0.z, r0.w);
  }
  {
    let s0 = r0;
    let t = s0;
    oC0 = (t);
  }
}
struct PsIn {
  @builtin(position) frag_coord: vec4<f32>,
  @builtin(front_facing) front: bool,
  @location(0) l0: vec4<f32>,
}
struct PsOut {
  @location(0) c0: vec4<f32>,
}
@fragment
fn main(input: PsIn) -> PsOut {
  d3d_vpos = vec4<f32>(input.frag_coord.xy - vec2<f32>(0.5), 0.0, 0.0);
  d3d_vface = vec4<f32>(select(-1.0, 1.0, input.front));
  v0 = input.l0;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
