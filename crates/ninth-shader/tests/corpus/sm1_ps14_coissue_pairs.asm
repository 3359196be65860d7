// ps_1_4 co-issue: rgb/alpha pairs with different operations and destinations (mad+mul, lrp+add_x2, cmp+cnd, dp3+mov_d2, mov+sub_sat).
ps_1_4
def c0, 0.2, 0.4, 0.6, 0.8
texld r0, t0
texld r1, t1
texld r2, t2
mad r3.rgb, r0, r1, c0
+mul r3.a, r0, r2
lrp r4.rgb, r2, r0, r1
+add_x2 r4.a, r1, r2
cmp r5.rgb, r3, r4, r0
+cnd r5.a, r3, r4, r1
dp3 r2.rgb, r5, r4
+mov_d2 r2.a, r5
mov r0.rgb, r2
+sub_sat r0.a, r5, r4
mul r0, r0, v0
