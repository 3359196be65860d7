// From oracle scene sm_ps14.scene, shader ps p0 (tokens by D3DXAssembleShader).
// tokens: ffff0104 00000051 a00f0000 3e800000 3e800000 3e800000 3f800000 00000042
// tokens: 800f0000 b0e40000 00000040 80070001 b0e40001 00000004 80070001 84e40000
// tokens: a0e40000 80e40001 0000fffd 00000042 800f0002 80e40001 00000042 800f0003
// tokens: b0e40000 00000005 800f0000 80e40002 80e40003 0000ffff
ps_1_4
def c0, 0.25, 0.25, 0.25, 1.0
texld r0, t0
texcrd r1.rgb, t1
mad r1.rgb, r0_bx2, c0, r1
phase
texld r2, r1
texld r3, t0
mul r0, r2, r3
