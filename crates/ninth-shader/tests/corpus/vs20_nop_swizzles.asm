vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
nop
mov r0, v1.x
mov r1, v1.wzyx
mov r2, v2.yyzz
mov r3.xw, v2.zyxw
add r0, r0, r1.zwxy
add r0, r0, r2.wxyy
add r0, r0, r3
nop
mov oD0, r0
