vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_color o1
dcl_color1 o2
m4x4 o0, v0, c0
dp3 r0.x, v1, c4
dp3 r0.y, v1, c5
mov r0.w, c6.w
lit r1, r0
mov r2, c90
mov r3, c91
sgn r4, v2, r2, r3
dst r5, r1, r4
add o1, r1, r4
mov o2, r5
