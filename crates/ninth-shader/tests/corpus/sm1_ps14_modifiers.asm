ps_1_4
def c0, 0.5, 0.25, 0.125, 1.0
texld r0, t0
texld r1, t1.xyz
texld r2, t2_dw.xyw
texcrd r3.rgb, t3.xyz
texcrd r4.rg, t4_dw.xyw
add_x2 r5, r0, r1_bias
sub_x4 r5.rgb, r5, -r2_bias
mul_x8 r5.a, r0.a, -r1_bx2.a
mad_d2 r0, r0_x2, c0, -r3_x2
mul_d4 r1, 1-r0, c1
lrp_d8 r2, c0.x, r0, -r1
bem r4.rg, r4, r2
phase
texld r3, r3
texld r4, r4_dz
cnd_sat r0, r2.a, r0, r1
cmp r1.rgb, r2, r3, -r4
+mov r1.a, r0.b
dp3 r2, r0_bx2, r1_bx2
dp4_x2 r3, r0, c2
mov r0, r4
