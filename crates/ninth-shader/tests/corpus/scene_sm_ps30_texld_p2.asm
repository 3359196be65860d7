// From oracle scene sm_ps30_texld.scene, shader ps p2 (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 80000005 90030000 05000051 a00f0001 00000000 00000000
// tokens: 00000000 3fc00000 0200001f 90000000 a00f0800 02000001 80030000 90e40000
// tokens: 02000001 800c0000 a0e40001 03020042 800f0001 80e40000 a0e40800 02000001
// tokens: 800f0800 80e40001 0000ffff
ps_3_0
def c1, 0.0, 0.0, 0.0, 1.5
dcl_texcoord v0.xy
dcl_2d s0
mov r0.xy, v0
mov r0.zw, c1
texldb r1, r0, s0
mov oC0, r1
