vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_color o1
m4x4 o0, v0, c0
mul r0, v2, c91.w
mova a0, r0
mov r1, c[a0.x + 10]
add r1, r1, c[a0.y + 20]
add r1, r1, c[a0.z + 30]
add r1, r1, c[a0.w + 40]
mova a0.x, -r0_abs.w
add r1, r1, c[a0.x + 100]
mova a0.y, c90.y
add r1.xyz, r1, c[a0.y + 50].zyx
mov o1, r1
