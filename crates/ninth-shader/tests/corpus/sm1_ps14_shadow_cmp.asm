// Shadow-map test: phase 1 copies projected coordinates (texcrd t1_dw.xyw into r1.rg) and the light-space depth (t2) into r1.b; phase 2 samples the shadow map at r1, cmp against the depth chooses lit or ambient.
ps_1_4
def c0, 0.3, 0.3, 0.3, 1.0
def c1, 1.0, 1.0, 1.0, 1.0
texcrd r1.rg, t1_dw.xyw
texcrd r2.rgb, t2
mov r1.b, r2
phase
texld r1, r1
texld r0, t0
sub r4.rgb, r1.r, r2.b
cmp r4.rgb, r4, c1, c0
mul r0.rgb, r0, r4
mul r0.rgb, r0, v0
