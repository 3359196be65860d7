// From oracle scene sm_ps20.scene, shader ps p4 (tokens by D3DXAssembleShader).
// tokens: ffff0200 0200001f 80000000 b00f0000 0200001f 90000000 a00f0800 03010042
// tokens: 800f0000 b0e40000 a0e40800 02000001 800f0800 80e40000 0000ffff
ps_2_0
dcl t0
dcl_2d s0
texldp r0, t0, s0
mov oC0, r0
