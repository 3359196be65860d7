ps_2_0
def c0, 0.1, 0.2, 0.3, 0.4
dcl t0
mov r0, t0.x
mov r1, t0.y
mov r2, t0.z
mov r3, t0.w
mov r4.x, r0
mov r4.y, r1
mov r4.z, r2
mov r4.w, r3
mov r5.xy, c0
mov r5.zw, c0.w
add r4, r4, r5
mov r6.xyz, r4
mov r6.w, r4.x
mov oC0, r6
