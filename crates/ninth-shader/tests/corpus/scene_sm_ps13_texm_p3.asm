// From oracle scene sm_ps13_texm.scene, shader ps p3 (tokens by D3DXAssembleShader).
// tokens: ffff0102 00000042 b00f0000 00000055 b00f0001 b4e40000 00000001 800f0000
// tokens: b0e40001 0000ffff
ps_1_2
tex t0
texdp3 t1, t0_bx2
mov r0, t1
