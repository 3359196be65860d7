// From oracle scene sm_ps20.scene, shader ps p5 (tokens by D3DXAssembleShader).
// tokens: ffff0200 0200001f 80000000 b00f0001 0200001f 90000000 a00f0801 03020042
// tokens: 800f0000 b0e40001 a0e40801 02000001 800f0800 80e40000 0000ffff
ps_2_0
dcl t1
dcl_2d s1
texldb r0, t1, s1
mov oC0, r0
