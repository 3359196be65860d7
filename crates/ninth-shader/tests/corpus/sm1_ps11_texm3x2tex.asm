// texm3x2pad/texm3x2tex: the normal map (t0, _bx2) dotted with texture coordinates 1 and 2 addresses a 2D lighting lookup (t2); the same normal gives a dot3 diffuse term.
ps_1_1
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
dp3_sat r1, t0_bx2, v0_bx2
mul r0, t2, r1
