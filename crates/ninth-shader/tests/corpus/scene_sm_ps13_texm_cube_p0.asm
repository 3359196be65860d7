// From oracle scene sm_ps13_texm_cube.scene, shader ps p0 (tokens by D3DXAssembleShader).
// tokens: ffff0101 00000042 b00f0000 00000049 b00f0001 b4e40000 00000049 b00f0002
// tokens: b4e40000 0000004a b00f0003 b4e40000 00000001 800f0000 b0e40003 0000ffff
ps_1_1
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mov r0, t3
