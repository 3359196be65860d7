// From oracle scene sm_ps20.scene, shader ps p7 (tokens by D3DXAssembleShader).
// tokens: ffff0200 0200001f 80000000 b0030000 0200001f a0000000 a00f0803 02000001
// tokens: 80030000 b0e40000 02000001 80040000 b0000000 03000042 800f0001 80e40000
// tokens: a0e40803 02000001 800f0800 80e40001 0000ffff
ps_2_0
dcl t0.xy
dcl_volume s3
mov r0.xy, t0
mov r0.z, t0.x
texld r1, r0, s3
mov oC0, r1
