vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov r0, v1
call l1
callnz l2, b3
callnz l3, !b4
mov oD0, r0
ret
label l1
add r0, r0, c4
ret
label l2
mul r0, r0, c5
ret
label l3
mad r0.xyz, r0, c6, c7
ret
