// Heat haze: bem with a _bx2 perturbation source distorts screen-space coordinates (texcrd t2) for a screen copy on stage 2; phase 2 adds a tint texture and the diffuse colour.
ps_1_4
texld r0, t0
texcrd r2.rgb, t2
bem r2.rg, r2, r0_bx2
phase
texld r2, r2
texld r1, t1
mad r0.rgb, r2, r1, v0
+mov r0.a, r1
