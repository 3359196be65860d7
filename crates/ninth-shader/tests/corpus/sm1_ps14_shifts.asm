// Every ps_1_4 result shift (_x2 _x4 _x8 _d2 _d4 _d8), each alone and with _sat, spread over co-issued rgb/alpha pairs.
ps_1_4
texld r0, t0
texld r1, t1
add_x2 r2.rgb, r0, r1
+add_x2_sat r2.a, r0, r1
mul_x4 r3.rgb, r0, r1
+mul_x4_sat r3.a, r0, r1
mad_x8 r4.rgb, r0, r1, r2
+mad_x8_sat r4.a, r0, r1, r3
sub_d2 r5.rgb, r4, r3
+sub_d2_sat r5.a, r4, r2
lrp_d4 r2.rgb, r0, r5, r4
+lrp_d4_sat r2.a, r1, r5, r3
dp3_d8_sat r3.rgb, r2, r5
+mov_d8 r3.a, r2
mul r0, r3, v0
