// Every ps_1_4 source modifier on temporaries and colours: -x, _bias, -_bias, _bx2, -_bx2, _x2, -_x2, 1-x, also with .r/.g/.b/.a replicate selectors.
ps_1_4
texld r0, t0
texld r1, t1
add r2, r0_bias, -r1_bias
mad r3, r0_bx2, -r1_bx2, r2_x2
sub r4, -r0_x2, 1-r1
mul r5.rgb, r2.r, r3.g
+mul r5.a, r4.b, -r0.a
lrp r0.rgb, 1-v0, r4, r5
+mad r0.a, v1_bx2, r5, -v0
mul r0, r0, v0
