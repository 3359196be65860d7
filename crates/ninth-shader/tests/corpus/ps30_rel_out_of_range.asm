ps_3_0
def c0, 0.0, 1.0, 0.5, 0.0
defi i0, 20, 220, 1, 0
dcl_texcoord v0
mov r0, c0.x
loop aL, i0
add r0, r0, c[aL]
add r0, r0, v[aL]
endloop
mov oC0, r0
