vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
abs r0, v1
abs r1.xy, -v2
mov r1.zw, c91
mov oD0, r0
mov oT0, r1
