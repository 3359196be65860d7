// From oracle scene sm_ps30_texld.scene, shader ps p4 (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 80000005 90030000 0200001f 90000000 a00f0800 03000042
// tokens: 800f0001 90e40000 a0e40800 02000001 800f0800 80e40001 0000ffff
ps_3_0
dcl_texcoord v0.xy
dcl_2d s0
texld r1, v0, s0
mov oC0, r1
