// From oracle scene sm_ps30_flow.scene, shader ps p2 (tokens by D3DXAssembleShader).
// note: the scene holds 93001000 for the vPos.xy dcl (asm_scene.py puts the mask in the
// note: shift bits); the correct D3D9 token 90031000 is used here.
// tokens: ffff0300 0200001f 80000000 90031000 0200001f 80000000 900f1001 0200001f
// tokens: 80000005 90030000 0200001f 8000000a 900f0001 05000051 a00f0000 3e000000
// tokens: 3f000000 3e800000 3f800000 05000051 a00f0001 00000000 3f800000 00000000
// tokens: 00000000 03000005 80030001 90e41000 a0000000 02000013 80030001 80e40001
// tokens: 03000002 80010001 80000001 80550001 02000013 80010001 80000001 04000058
// tokens: 80010002 90e41001 a0000001 a0550001 02000001 800f0000 90e40001 03000005
// tokens: 80070000 80e40000 a0550000 03000002 80010000 80000000 80000002 04000004
// tokens: 80040000 80000001 a0550000 80aa0000 02000001 800f0800 80e40000 0000ffff
ps_3_0
dcl vPos.xy
dcl vFace
def c0, 0.125, 0.5, 0.25, 1.0
def c1, 0.0, 1.0, 0.0, 0.0
dcl_texcoord v0.xy
dcl_color v1
mul r1.xy, vPos, c0.x
frc r1.xy, r1
add r1.x, r1.x, r1.y
frc r1.x, r1.x
cmp r2.x, vFace, c1.x, c1.y
mov r0, v1
mul r0.xyz, r0, c0.y
add r0.x, r0.x, r2.x
mad r0.z, r1.x, c0.y, r0.z
mov oC0, r0
