// From oracle scene sm_ps11.scene, shader ps p1 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000042 b00f0000 00000045 b00f0001 b0e40000 00000005 800f0000
// tokens: b0e40001 90e40000 0000ffff
ps_1_1
tex t0
texreg2ar t1, t0
mul r0, t1, v0
