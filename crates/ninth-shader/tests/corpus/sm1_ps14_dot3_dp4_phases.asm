// Per-pixel diffuse and specular over two phases: normal map dp3 with texcrd light and half vectors, the power by squaring (phase 1); base texture, dp4 weighted sum and lrp with the colours (phase 2).
ps_1_4
def c0, 0.25, 0.25, 0.25, 0.25
texld r0, t0
texcrd r1.rgb, t1
texcrd r2.rgb, t2
dp3_sat r3.rgb, r0_bx2, r1
dp3_sat r4, r0_bx2, r2
mul r4, r4, r4
mul r4, r4, r4
phase
texld r5, t3
mul r3.rgb, r3, r5
+mov r3.a, r5
dp4 r2, r5, c0
mad r0.rgb, r4, v1, r3
+mov r0.a, r3
lrp r0.rgb, v0, r0, r2
