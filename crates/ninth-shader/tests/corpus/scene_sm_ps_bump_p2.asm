// From oracle scene sm_ps_bump.scene, shader ps p2 (tokens by D3DXAssembleShader).
// tokens: ffff0104 00000042 800f0000 b0e40000 00000040 80070001 b0e40001 00000059
// tokens: 80030001 80e40001 80e40000 0000fffd 00000042 800f0001 80e40001 00000001
// tokens: 800f0000 80e40001 0000ffff
ps_1_4
texld r0, t0
texcrd r1.rgb, t1
bem r1.rg, r1, r0
phase
texld r1, r1
mov r0, r1
