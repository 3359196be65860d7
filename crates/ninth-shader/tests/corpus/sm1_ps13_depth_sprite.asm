// Depth sprites: an unsigned depth-offset texture (t0, no _bx2) drives texm3x2pad/texm3x2depth; colour from the sprite texture t3 times diffuse, its alpha through co-issue.
ps_1_3
tex t0
texm3x2pad t1, t0
texm3x2depth t2, t0
tex t3
mul r0.rgb, t3, v0
+mov r0.a, t3
