// From oracle scene instancing.scene, shader vs v (tokens by D3DXAssembleShader).
// tokens: fffe0300 0200001f 80000000 900f0000 0200001f 80010005 900f0001 0200001f
// tokens: 8000000a 900f0002 0200001f 80000000 e00f0000 0200001f 8000000a e00f0001
// tokens: 05000051 a00f0000 3f000000 3f800000 00000000 00000000 04000004 80030000
// tokens: 90e40000 90fe0001 90540001 02000001 80040000 a0000000 02000001 80080000
// tokens: a0550000 02000001 e00f0000 80e40000 03000005 e00f0001 90e40002 a0e40001
// tokens: 0000ffff
vs_3_0
def c0, 0.5, 1.0, 0.0, 0.0
dcl_position v0
dcl_texcoord1 v1
dcl_color v2
dcl_position o0
dcl_color o1
mad r0.xy, v0, v1.zw, v1.xy
mov r0.z, c0.x
mov r0.w, c0.y
mov o0, r0
mul o1, v2, c1
