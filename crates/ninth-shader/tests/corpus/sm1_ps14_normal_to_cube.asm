// texm3x3-style environment mapping in ps_1_4: phase 1 rotates the normal map (r0, _bx2) by three texcrd rows with dp3 into r4.r, r4.g, r4.b; phase 2 samples a cube at r4, scaled by a gloss texture's alpha.
ps_1_4
texld r0, t0
texcrd r1.rgb, t1
texcrd r2.rgb, t2
texcrd r3.rgb, t3
dp3 r4.r, r1, r0_bx2
dp3 r4.g, r2, r0_bx2
dp3 r4.b, r3, r0_bx2
phase
texld r4, r4
texld r5, t4
mul r0.rgb, r4, r5.a
+mov r0.a, r5
add r0.rgb, r0, v0
