ps_1_2
def c0, 0.5, 0.5, 0.5, 0.5
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3vspec t3, t0_bx2
mul r0.rgb, t3, c0
+mov r0.a, t0.a
mad r1, t0, c1, -r0
dp3_sat r1.rgb, t0_bx2, v0_bx2
+add_d2 r1.a, 1-t0.a, v0.a
cnd r0, r0.a, r1, r0
