ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
defi i0, 16, 0, 0, 0
mov r0, c1.x
loop aL, i0
add r0, r0, c0.y
break_gt r0.x, v0.x
break_eq r0.y, v0.y
break_ge r0.z, v0.z
break_lt r0.w, -v0.w
break_ne r0.x, r0.x
break_le c0.w, r0.y
endloop
mov oC0, r0
