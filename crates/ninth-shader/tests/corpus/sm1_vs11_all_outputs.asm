// Every vs_1_1 output register: oPos, oD0, oD1, oT0-oT7 with the .x, .xy, .xyz and full masks, oFog and oPts.
vs_1_1
def c10, 0.5, 1.0, 2.0, 4.0
dcl_position v0
dcl_normal v1
dcl_color0 v2
dcl_color1 v3
dcl_texcoord0 v4
dcl_texcoord1 v5
dcl_tangent v6
dcl_binormal v7
m4x4 oPos, v0, c0
mov oD0, v2
mov oD1, v3
mov oT0, v4
mov oT1.xy, v5
mov oT2.xyz, v6
mov oT3.xyz, v7
mov oT4.xyz, v1
mul oT5.xy, v4.yx, c10.x
mad oT6.x, v5.x, c10.z, c10.y
mov oT7, c10
mov oFog, v2.w
mov oPts, c10.w
