// Environment-mapped bump in ps_1_3: the texm3x3vspec reflection (t3) scaled by the bump map's alpha gloss and added to diffuse, alpha co-issued from the vertex colour.
ps_1_3
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3vspec t3, t0_bx2
mul r1.rgb, t3, t0.a
+mov r1.a, v0
add_sat r0, r1, v0
