// From oracle scene sm_ps_bump.scene, shader ps p1 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000042 b00f0000 00000044 b00f0001 b0e40000 00000001 800f0000
// tokens: b0e40001 0000ffff
ps_1_1
tex t0
texbeml t1, t0
mov r0, t1
