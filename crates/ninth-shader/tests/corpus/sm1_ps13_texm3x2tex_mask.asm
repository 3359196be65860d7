// texm3x2tex in ps_1_3 with a texcoord mask: a 2D reflection lookup (t2) from the bumped normal (t0), masked by a coordinate-driven gradient (texcoord t3), modulate2x with diffuse.
ps_1_3
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
texcoord t3
mul r0.rgb, t2, t3
+mov r0.a, t3
mul_x2 r0.rgb, r0, v0
