// From oracle scene sm_ps13_texm.scene, shader ps p1 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000042 b00f0000 00000047 b00f0001 b4e40000 00000048 b00f0002
// tokens: b4e40000 00000001 800f0000 b0e40002 0000ffff
ps_1_1
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
mov r0, t2
