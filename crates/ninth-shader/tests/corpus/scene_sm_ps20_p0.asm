// From oracle scene sm_ps20.scene, shader ps p0 (tokens by D3DXAssembleShader).
// tokens: ffff0200 0200001f 80000000 b0030000 0200001f 90000000 a00f0800 05000051
// tokens: a00f0000 3e800000 3e800000 00000000 00000000 03000003 800f0001 b0440000
// tokens: a0e40000 01000041 800f0001 03000042 800f0000 b0e40000 a0e40800 02000001
// tokens: 800f0800 80e40000 0000ffff
ps_2_0
def c0, 0.25, 0.25, 0.0, 0.0
dcl t0.xy
dcl_2d s0
sub r1, t0.xyxy, c0
texkill r1
texld r0, t0, s0
mov oC0, r0
