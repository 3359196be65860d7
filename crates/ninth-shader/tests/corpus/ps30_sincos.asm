ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
mad r0.x, v1.x, c1.y, c1.z
sincos r1.xy, r0.x
sincos r2.x, v1_abs.y
sincos r2.y, -r0.x
sincos_sat r3.xy, r2.x
mov r1.zw, c0
mov r2.zw, c1
add r1, r1, r2
add r1.xy, r1, r3
mov oC0, r1
