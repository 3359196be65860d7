// Every ps_1_1 modifier: shifts _x2 _x4 _d2 alone and with _sat, sources negated, _bias, -_bias, _bx2, -_bx2, 1-x, the .a selector and the .b selector into alpha.
ps_1_1
tex t0
tex t1
mul_x2 r0, t0, v0
add_x4 r1, t1_bias, -v1_bias
mad_d2 r0.rgb, t0_bx2, -t1_bx2, r0
+mul_sat r0.a, 1-t0, v0
sub_x2_sat r1.rgb, r1, -t0
+add_d2 r1.a, t0.b, t1.b
lrp_sat r0.rgb, r1.a, r0, r1
+mov_x4 r0.a, 1-r1
mul_d2_sat r0, r0, v0_bx2
