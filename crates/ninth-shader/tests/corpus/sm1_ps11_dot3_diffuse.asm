// Dot3 bump mapping: the normal map (t0) dotted with the light vector in v0 (both _bx2), saturated, times the base texture (t1); alpha from the base through a co-issued mov.
ps_1_1
tex t0
tex t1
dp3_sat r1.rgb, t0_bx2, v0_bx2
+mov r1.a, t1
mul r0, t1, r1
