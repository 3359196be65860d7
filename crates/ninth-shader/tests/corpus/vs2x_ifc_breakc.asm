vs_2_x
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
defi i0, 10, 0, 0, 0
mov r0, c90.w
rep i0
add r0, r0, c91.y
break_ge r0.x, v2.x
break_eq r0.y, c91.x
endrep
if_lt v2.x, v2.y
mov r0.z, c91.x
else
if_le v2.z, c90.w
mov r0.z, c90.x
endif
endif
if_gt v1.x, c90.w
if_ne v1.y, c90.w
mov r0.w, v1.z
endif
endif
mov oD0, r0
