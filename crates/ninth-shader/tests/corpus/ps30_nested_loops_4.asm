ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
defi i0, 2, 0, 1, 0
defi i1, 3, 0, 1, 0
defi i2, 2, 1, 1, 0
defi i3, 2, 0, 0, 0
mov r0, c1.x
loop aL, i0
loop aL, i1
rep i2
loop aL, i0
add r0, r0, c[aL + 10]
endloop
endrep
add r0.x, r0.x, c[aL + 20].x
endloop
mad r0, r0, c0.x, c[aL + 30]
endloop
rep i3
rep i3
rep i3
rep i3
add r0.w, r0.w, c0.y
endrep
endrep
endrep
endrep
mov oC0, r0
