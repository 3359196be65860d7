// ps_1_2 read ports and modifiers: three texture registers in one mad (ps_1_2 allows three), _x2, _d2_sat, -_bx2, _bias, 1-x, co-issued alpha with _x4 and _sat.
ps_1_2
tex t0
tex t1
tex t2
mad_x2 r0, t0, t1, t2
sub_d2_sat r1.rgb, t1, -t2_bx2
+mul_x4 r1.a, 1-t0, t2_bias
lrp r0.rgb, r1, r0, 1-t1
+add_sat r0.a, r1, -v0
mul r0, r0, v0
