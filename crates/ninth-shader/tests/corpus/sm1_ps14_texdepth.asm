ps_1_4
def c0, 1.0, 0.5, 0.0, 0.0
texcrd r0.rgb, t0
texld r1, t1
mul r5.rg, r0, c0
phase
texdepth r5
mov r0, r1
