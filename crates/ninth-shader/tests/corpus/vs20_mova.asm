vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mul r0, v2, c91.w
mova a0.x, r0.x
mov r1, c[a0.x + 30]
mova a0.yz, r0.yz
add r1, r1, c[a0.y + 31]
add r1, r1, c[a0.z + 2]
mova a0, -r0.wzyx
mad r1, c[a0.w + 40], c91.y, r1
add r1.x, r1.x, c[a0.x]
mov oD0, r1
