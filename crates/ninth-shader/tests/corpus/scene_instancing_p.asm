// From oracle scene instancing.scene, shader ps p (tokens by D3DXAssembleShader).
// tokens: ffff0300 0200001f 8000000a 900f0000 02000001 800f0800 90e40000 0000ffff
ps_3_0
dcl_color v0
mov oC0, v0
