// The minimal vs_1_1 transform: m4x4 into oPos, diffuse colour and one 2D texture coordinate passed through.
vs_1_1
dcl_position v0
dcl_color v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov oD0, v1
mov oT0.xy, v2
