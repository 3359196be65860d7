diagnostic(off, derivative_uniformity);

@group(0) @binding(2) var<uniform> cf: array<vec4f, 3>;
@group(1) @binding(0) var tex0: texture_2d<f32>;
@group(1) @binding(1) var samp0: sampler;
var<private> r0: vec4f;
var<private> r1: vec4f;
var<private> r2: vec4f;
var<private> r3: vec4f;
var<private> r4: vec4f;
var<private> v0: vec4f;
var<private> t0: vec4f;
var<private> t1: vec4f;
var<private> oC0: vec4f;
var<private> d3d_kill: bool;
fn d3d_nrm(v: vec4f) -> vec4f {
  let l = dot(v.xyz, v.xyz);
  return select(v * inverseSqrt(l), vec4f(0.0), l == 0.0);
}
fn d3d_main() {
  r0 = textureSample(tex0, samp0, t0.xy);
  r1 = r0.wwww + (- vec4f(0.5));
  if (any(r1 < vec4f(0.0))) {
    d3d_kill = true;
  }
  r2 = vec4f((d3d_nrm(t1)).xyz, r2.w);
  r3.x = dot(r2.xyz, cf[0].xyz);
  r3.y = max(r3.x, 0.0);
  r3.z = max((-r3.x), 0.0);
  r4 = vec4f(r3.yyy * cf[1].xyz, r4.w);
  r4 = vec4f(r3.zzz * cf[2].xyz + r4.xyz, r4.w);
  r4 = vec4f(r4.xyz + v0.xyz, r4.w);
  r0 = vec4f(r0.xyz * r4.xyz, r0.w);
  r0.w = 1.0;
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(1) l1: vec4f,
  @location(10) l10: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  t0 = input.l0;
  t1 = input.l1;
  v0 = input.l10;
  d3d_main();
  var out: PsOut;
  if (d3d_kill) {
    discard;
  }
  out.c0 = oC0;
  return out;
}
