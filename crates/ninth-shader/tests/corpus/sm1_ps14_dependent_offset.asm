// Two-phase dependent read: phase 1 samples a du/dv map and offsets texture coordinates 1 (texcrd) with mad; phase 2 samples at the offset (texld of r1) and at t2, blended by the diffuse alpha.
ps_1_4
def c0, 0.05, 0.05, 0.0, 0.0
texld r0, t0
texcrd r1.rgb, t1
mad r1.rgb, r0_bx2, c0, r1
phase
texld r1, r1
texld r2, t2
lrp r0.rgb, v0.a, r1, r2
+mov r0.a, r2
