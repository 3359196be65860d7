vs_2_x
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov r0, v1
setp_ge p0.x, v2.x, c90.x
call l0
mov oD0, r0
ret
label l0
add r0, r0, c4
callnz l1, p0.x
callnz l2, b0
ret
label l1
mul r0, r0, c90.z
call l2
ret
label l2
mad r0, r0, c91.y, c91.x
ret
