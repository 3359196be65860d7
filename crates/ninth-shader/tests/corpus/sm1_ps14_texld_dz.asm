// _dz projective divide on phase-2 texld of r# (twice, the ps_1_4 maximum): coordinates copied with texcrd (t0.xyz, t1) and offset in phase 1, then sampled at x/z, y/z.
ps_1_4
def c0, 0.1, 0.1, 0.0, 0.0
texcrd r0.rgb, t0.xyz
texcrd r1.rgb, t1
texld r2, t2
mad r0.rgb, r2_bx2, c0, r0
phase
texld r0, r0_dz
texld r1, r1_dz.xyz
mul r0, r0, r1
mul r0.rgb, r0, r2
