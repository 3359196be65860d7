// From oracle scene mrt_ps30.scene, shader vs v (tokens by D3DXAssembleShader).
// tokens: fffe0300 0200001f 80000000 900f0000 0200001f 80000005 900f0001 0200001f
// tokens: 8000000a 900f0002 0200001f 80000000 e00f0000 0200001f 80000005 e00f0001
// tokens: 0200001f 8000000a e00f0002 02000001 e00f0000 90e40000 02000001 e00f0001
// tokens: 90e40001 02000001 e00f0002 90e40002 0000ffff
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_color v2
dcl_position o0
dcl_texcoord o1
dcl_color o2
mov o0, v0
mov o1, v1
mov o2, v2
