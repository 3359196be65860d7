ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
m4x4 r0, v0, c10
m4x3 r1.xyz, v0, c14
m3x4 r2, v2, c17
m3x3 r3.xyz, v2, c21
m3x2 r4.xy, v0, c24
mov r1.w, c0.w
mov r3.w, c0.x
mov r4.zw, c1
add r0, r0, r1
add r0, r0, r2
add r0, r0, r3
add r0, r0, r4
mov oC0, r0
