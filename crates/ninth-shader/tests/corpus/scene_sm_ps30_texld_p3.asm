// From oracle scene sm_ps30_texld.scene, shader ps p3 (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 80000005 90030000 05000051 a00f0001 40000000 40000000
// tokens: 00000000 40000000 0200001f 90000000 a00f0800 03000005 800f0000 90540000
// tokens: a0e40001 02000001 80080000 a0ff0001 03010042 800f0001 80e40000 a0e40800
// tokens: 02000001 800f0800 80e40001 0000ffff
ps_3_0
def c1, 2.0, 2.0, 0.0, 2.0
dcl_texcoord v0.xy
dcl_2d s0
mul r0, v0.xyyy, c1
mov r0.w, c1.w
texldp r1, r0, s0
mov oC0, r1
