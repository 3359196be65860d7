// Detail texturing with the ps_1_4 _x2 source modifier: base times detail_x2 (and a -_x2 difference), dp3 of the normal map with the light in v0 (_bx2), _d2 and _sat results.
ps_1_4
texld r0, t0
texld r1, t1
texld r2, t2
dp3_sat r3, r2_bx2, v0_bx2
mul r0.rgb, r0, r1_x2
sub_d2 r4.rgb, r1_x2, -r2_x2
mul r0.rgb, r0, r3
mad_sat r0.rgb, r4, v1, r0
