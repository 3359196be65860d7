// From oracle scene sm_ps30_texld.scene, shader ps p1 (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 80000005 90030000 05000051 a00f0001 3da3d70a 00000000
// tokens: 00000000 3ca3d70a 0200001f 90000000 a00f0800 0500005d 800f0001 90e40000
// tokens: a0e40800 a0e40001 a01b0001 02000001 800f0800 80e40001 0000ffff
ps_3_0
def c1, 0.08, 0.0, 0.0, 0.02
dcl_texcoord v0.xy
dcl_2d s0
texldd r1, v0, s0, c1.xyzw, c1.wzyx
mov oC0, r1
