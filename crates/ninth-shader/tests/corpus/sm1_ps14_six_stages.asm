// Six coordinate sets and samplers: texld r0-r5 from t0-t5 (plain, .xyz and .xyw), terrain splatting with weights from r0 through .r/.g/.b/.a selectors, a light map, modulate2x.
ps_1_4
texld r0, t0
texld r1, t1
texld r2, t2.xyz
texld r3, t3.xyw
texld r4, t4
texld r5, t5
mul r1.rgb, r1, r0.r
mad r1.rgb, r2, r0.g, r1
mad r1.rgb, r3, r0.b, r1
mad r1.rgb, r4, r0.a, r1
mul r1.rgb, r1, r5
mul_x2 r0.rgb, r1, v0
+mov r0.a, v0
