vs_2_x
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
defi i0, 6, 0, 0, 0
mov r0, v1
rep i0
add r0.x, r0.x, c91.y
setp_gt p0.x, r0.x, c91.x
breakp p0.x
endrep
if p0.x
mov r0.y, c90.x
else
mov r0.y, c90.w
endif
if !p0.x
mov r0.z, c91.x
endif
mov oD0, r0
