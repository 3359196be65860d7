// From oracle scene sm_ps11.scene, shader ps p0 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000051 a00f0000 3f000000 3f000000 3f000000 3f000000 00000042
// tokens: b00f0000 00000042 b00f0001 00000005 80070000 b0e40000 90e40000 40000002
// tokens: 80180000 b0ff0000 90ff0000 00000012 800f0001 a0e40000 b0e40001 80e40000
// tokens: 00000004 81070001 80e40001 a0e40001 92e40001 40000001 80080001 b6ff0001
// tokens: 00000050 800f0000 80ff0000 80e40001 b4e40001 0000ffff
ps_1_1
def c0, 0.5, 0.5, 0.5, 0.5
tex t0
tex t1
mul r0.rgb, t0, v0
+add_sat r0.a, t0.a, v0.a
lrp r1, c0, t1, r0
mad_x2 r1.rgb, r1, c1, v1_bias
+mov r1.a, 1-t1.a
cnd r0, r0.a, r1, t1_bx2
