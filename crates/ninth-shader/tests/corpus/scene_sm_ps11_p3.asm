// From oracle scene sm_ps11.scene, shader ps p3 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000051 a00f0002 3e4ccccd 3ecccccd 3f19999a 3f800000 00000042
// tokens: b00f0000 00000008 801f0000 b4e40000 a0e40002 00000003 820f0001 b0e40000
// tokens: a0e40002 00000005 8f070000 80e40000 80e40001 40000001 80080000 a0ff0002
// tokens: 0000ffff
ps_1_1
def c2, 0.2, 0.4, 0.6, 1.0
tex t0
dp3_sat r0, t0_bx2, c2
sub_x4 r1, t0, c2
mul_d2 r0.rgb, r0, r1
+mov r0.a, c2.a
