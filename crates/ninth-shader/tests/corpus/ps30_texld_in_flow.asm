ps_3_0
def c0, 0.0, 0.125, 0.5, 1.0
defi i0, 4, 0, 1, 0
dcl_texcoord v0.xy
dcl_2d s0
mov r0, c0.x
mov r1.xy, v0
mov r1.zw, c0.x
loop aL, i0
texldl r2, r1, s0
add r0, r0, r2
add r1.x, r1.x, c0.y
if_gt r2.w, c0.z
texld r3, r1, s0
add r0, r0, r3
endif
endloop
mul r0, r0, c0.y
mov oC0, r0
