// texdp3tex lighting ramp in ps_1_3 with cnd on r0.a: where the ramp times base alpha is above 0.5 the colour is kept, else white; alpha from the base.
ps_1_3
def c0, 1.0, 1.0, 1.0, 1.0
tex t0
texdp3tex t1, t0_bx2
tex t2
mul r0, t1, t2
cnd r0.rgb, r0.a, r0, c0
+mov r0.a, t2
