// Co-issued rgb/alpha pairs of many kinds (dp3+mul, mad+add, lrp+sub, mov+cnd, add+mov) with independent destinations in the two pipes.
ps_1_1
def c0, 0.25, 0.5, 0.75, 1.0
def c1, 0.5, 0.5, 0.5, 0.5
tex t0
tex t1
dp3 r1.rgb, t0_bx2, v0_bx2
+mul r1.a, t0, t1
mad r0.rgb, r1, t1, c0
+add r0.a, t1, c1
lrp r1.rgb, c1, r0, v1
+sub r1.a, r0, v0
mov r0.rgb, r1
+cnd r0.a, r0.a, c0, v0
add r0.rgb, r0, t0
+mov r0.a, r1
