// ps_1_3 arithmetic modifiers: _x4_sat, _d2, _x2_sat, _sat, _d2 on co-issued alpha, sources _bx2, -_bx2, -_bias, _bias, 1-x with .b selectors, negated colour, and a nop.
ps_1_3
tex t0
tex t1
add_x4_sat r1, t0_bx2, -t1_bias
mad_d2 r0.rgb, -t0_bx2, t1, r1
+mul_x2_sat r0.a, t0.b, 1-t1.b
nop
sub_sat r0.rgb, r0, -v0
+add_d2 r0.a, r0, v1_bias
mul_x2 r0, r0, v1
