// texdepth: phase 1 puts z in r5.r (depth offset in the texture alpha plus coordinates) and w in r5.g; phase 2 replaces the pixel depth with r5.r / r5.g and shades with a base texture.
ps_1_4
def c0, 0.5, 0.5, 0.5, 0.5
texld r0, t0
texcrd r1.rgb, t1
mad r5.r, r0.a, c0, r1
mov r5.g, r1
phase
texdepth r5
texld r2, t2
mul r0.rgb, r2, v0
+mov r0.a, r2
