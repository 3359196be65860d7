vs_2_x
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
defi i0, 3, 8, 4, 0
defi i1, 2, 0, 1, 0
defi i2, 2, 0, 0, 0
mov r0, c90.w
loop aL, i0
rep i2
add r0, r0, c[aL]
endrep
if_gt r0.x, c91.w
break
endif
endloop
rep i2
rep i2
mad r0, r0, c90.x, c91.y
endrep
endrep
mov oD0, r0
