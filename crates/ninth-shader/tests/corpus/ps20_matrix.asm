ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
m4x4 r0, t0, c0
m4x3 r1.xyz, t0, c4
m3x4 r2, t0, c8
m3x3 r3.xyz, v0, c12
m3x2 r4.xy, t1, c16
mov r1.w, c21.x
mov r3.w, c21.y
mov r4.zw, c20
add r0, r0, r1
add r0, r0, r2
add r0, r0, r3
add r0, r0, r4
mov oC0, r0
