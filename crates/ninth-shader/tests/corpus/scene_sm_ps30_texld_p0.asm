// From oracle scene sm_ps30_texld.scene, shader ps p0 (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 80000005 90030000 0200001f 90000000 a00f0800 02000001
// tokens: 80030000 90e40000 02000001 80040000 a0000000 02000001 80080000 a0550000
// tokens: 0300005f 800f0001 80e40000 a0e40800 02000001 800f0800 80e40001 0000ffff
ps_3_0
dcl_texcoord v0.xy
dcl_2d s0
mov r0.xy, v0
mov r0.z, c0.x
mov r0.w, c0.y
texldl r1, r0, s0
mov oC0, r1
