// Dot3 diffuse and specular: N.H from the normal map and the half vector in v1, raised to the 8th power in the alpha pipe (blue replicate, then squaring), gloss from the normal map alpha, added to diffuse times base.
ps_1_1
tex t0
tex t1
dp3_sat r1, t0_bx2, v1_bx2
dp3_sat r0.rgb, t0_bx2, v0_bx2
+mul r1.a, r1.b, r1.b
mul r1.a, r1.a, r1.a
mul r1.a, r1.a, r1.a
mul r0.rgb, r0, t1
+mul r1.a, r1.a, t0.a
add r0.rgb, r0, r1.a
+mov r0.a, t1
