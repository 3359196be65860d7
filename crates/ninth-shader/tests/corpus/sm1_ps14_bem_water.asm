// bem in phase 1: the ripple map (r0) through stage 1's bump matrix offsets texture coordinates 1 (texcrd r1) in r1.rg; phase 2 samples the reflection at r1 and a base texture, mixed by v1.a.
ps_1_4
texld r0, t0
texcrd r1.rgb, t1
bem r1.rg, r1, r0
phase
texld r1, r1
texld r2, t2
lrp r0.rgb, v1.a, r1, r2
+mov r0.a, v0
