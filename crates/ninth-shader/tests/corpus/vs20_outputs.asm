vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov r0, c91
mov oD0, v1
mov oD1, r0
mov oFog, v2.x
mov oPts, c90.z
mov oT0, v2
mov oT1.xy, v2
mov oT2.xyz, v1
mov oT3, c4
mov oT4.x, c5.y
mov oT5, c6
mov oT6.zw, c7
mov oT7, r0
