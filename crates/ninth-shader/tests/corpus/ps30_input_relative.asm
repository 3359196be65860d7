ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
defi i0, 3, 0, 1, 0
mov r0, c1.x
loop aL, i0
add r0, r0, v[aL]
add r0.x, r0.x, v[aL + 1].y
endloop
mov oC0, r0
