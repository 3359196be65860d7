// From oracle scene sm_ps30_flow.scene, shader ps p0 (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 80000005 90030000 0200001f 8000000a 900f0001 05000051
// tokens: a00f0000 3e000000 3f000000 3e800000 3f800000 02000001 800f0000 90e40001
// tokens: 03000005 80070000 80e40000 a0550000 0200001b f0e40800 f0e40000 03000002
// tokens: 80070000 80e40000 a0e4000a 0203002d 80000000 a0ff0000 0000001d 02000001
// tokens: 800f0800 80e40000 0000ffff
ps_3_0
def c0, 0.125, 0.5, 0.25, 1.0
dcl_texcoord v0.xy
dcl_color v1
mov r0, v1
mul r0.xyz, r0, c0.y
loop aL, i0
add r0.xyz, r0, c10
break_ge r0.x, c0.w
endloop
mov oC0, r0
