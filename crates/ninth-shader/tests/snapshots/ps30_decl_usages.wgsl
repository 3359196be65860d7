diagnostic(off, derivative_uniformity);

var<private> r0: vec4f;
var<private> v0: vec4f;
var<private> v1: vec4f;
var<private> v2: vec4f;
var<private> v3: vec4f;
var<private> v4: vec4f;
var<private> v5: vec4f;
var<private> v6: vec4f;
var<private> v7: vec4f;
var<private> v8: vec4f;
var<private> v9: vec4f;
var<private> v10: vec4f;
var<private> v11: vec4f;
var<private> oC0: vec4f;
fn d3d_main() {
  r0 = v0 + v2;
  r0 = vec4f(r0.xy + v1.xy, r0.zw);
  r0 = vec4f(r0.xyz + v3.xyz, r0.w);
  r0 = vec4f(r0.xyz + v4.xyz, r0.w);
  r0 = r0 + v5;
  r0 = vec4f(r0.xyz + v6.xyz, r0.w);
  r0.x = r0.x + v7.x;
  r0.y = r0.y + v8.x;
  r0 = r0 + v9;
  r0 = r0 + v10;
  r0.z = r0.z + v11.x;
  oC0 = r0;
}
struct PsIn {
  @location(0) l0: vec4f,
  @location(7) l7: vec4f,
  @location(10) l10: vec4f,
  @location(11) l11: vec4f,
  @location(13) l13: vec4f,
  @location(14) l14: vec4f,
  @location(15) l15: vec4f,
  @location(12) l12: vec4f,
  @location(1) l1: vec4f,
  @location(2) l2: vec4f,
  @location(3) l3: vec4f,
  @location(4) l4: vec4f,
}
struct PsOut {
  @location(0) c0: vec4f,
}
@fragment
fn main(input: PsIn) -> PsOut {
  v0 = input.l0;
  v1 = input.l7;
  v2 = input.l10;
  v3 = input.l11;
  v4 = input.l13;
  v5 = input.l14;
  v6 = input.l15;
  v7 = input.l12;
  v8 = input.l1;
  v9 = input.l2;
  v10 = input.l3;
  v11 = input.l4;
  d3d_main();
  var out: PsOut;
  out.c0 = oC0;
  return out;
}
