// Screen-space distortion: a phase 1 of texcrd and arithmetic only (no sampling) and a nop; phase 2 samples the screen copy at the displaced coordinates and blends by the diffuse alpha.
ps_1_4
def c0, 0.02, 0.02, 0.0, 0.0
texcrd r0.rgb, t0
texcrd r1.rgb, t1
mad r0.rgb, r1, c0, r0
nop
phase
texld r0, r0
texld r2, t2
lrp r0.rgb, v0.a, r0, r2
+mov r0.a, v0
