// Projective texturing: texld of t0_dw.xyw (divide by w) for a spot-light cookie, texcrd of t1.xyw into r1.rgb and of t2_dw.xyw into r2.rg, the divided coordinates used as colours.
ps_1_4
texld r0, t0_dw.xyw
texcrd r1.rgb, t1.xyw
texcrd r2.rg, t2_dw.xyw
texld r3, t3
mul r0.rgb, r0, r3
+mov r0.a, r3
mad r0.rgb, r1, r0, v0
add r0.rg, r0, r2
