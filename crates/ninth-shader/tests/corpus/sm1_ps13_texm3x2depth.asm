// texm3x2depth (ps_1_3): z and w from dot products of the normal map with texture coordinates 1 and 2 replace the pixel depth (z/w); t2 is not read afterwards; colour is t3 lit by dot3.
ps_1_3
tex t0
texm3x2pad t1, t0_bx2
texm3x2depth t2, t0_bx2
tex t3
dp3_sat r1, t0_bx2, v0_bx2
mul r0, t3, r1
