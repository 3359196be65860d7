vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov r1, c90
mov r2, c91
sgn r0, v1, r1, r2
sgn r3.xy, -v2, r1, r2
mov r3.zw, c90.w
mov oD0, r0
mov oT0, r3
