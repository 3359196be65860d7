// From oracle scene decl_types.scene, shader vs v (tokens by D3DXAssembleShader).
// tokens: fffe0200 0200001f 80000000 900f0000 0200001f 80000005 900f0001 02000001
// tokens: c00f0000 90e40000 04000004 d00f0000 90e40001 a0e40004 a0e40005 0000ffff
vs_2_0
dcl_position v0
dcl_texcoord v1
mov oPos, v0
mad oD0, v1, c4, c5
