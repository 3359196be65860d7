ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
defi i0, 255, 0, 1, 0
defi i1, 0, 0, 0, 0
defi i2, 1, -5, -1, 0
defi i3, 10, 255, 255, 0
mov r0, c1.x
loop aL, i0
add r0.x, r0.x, c0.y
endloop
loop aL, i1
add r0.y, r0.y, c0.y
endloop
loop aL, i2
add r0.z, r0.z, c[aL + 10].x
endloop
rep i3
add r0.w, r0.w, c0.y
endrep
rep i4
add r0.w, r0.w, c0.y
endrep
mov oC0, r0
