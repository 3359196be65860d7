vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c8
m3x4 r1, v1, c12
m3x3 r2.xyz, v1, c16
m3x2 r3.xy, v2, c20
mov r0.w, c91.x
mov r2.w, c91.y
mov r3.zw, c90
mov oT0, r0
mov oT1, r1
mov oT2, r2
mov oT3, r3
