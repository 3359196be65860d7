// From oracle scene sm_ps11.scene, shader ps p2 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000040 b00f0000 00000040 b00f0001 00000005 80070000 b0e40000
// tokens: a0e40001 40000001 80080000 b0aa0001 0000ffff
ps_1_1
texcoord t0
texcoord t1
mul r0.rgb, t0, c1
+mov r0.a, t1.b
