ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
mov r0, c1.x
if_gt v0.x, c0.x
add r0.x, r0.x, c0.y
endif
if_eq v0.y, c0.y
add r0.y, r0.y, c0.y
endif
if_ge v0.z, c0.z
add r0.z, r0.z, c0.y
endif
if_lt v0.w, c0.w
add r0.w, r0.w, c0.y
endif
if_ne v2.x, -v2.y
add r0, r0, c0.y
else
if_le v2_abs.z, v2.w
sub r0, r0, c0.y
endif
endif
mov oC0, r0
