// texm3x3pad twice then texm3x3tex: the tangent-space normal (t0, _bx2) rotated by the 3x3 matrix in texture coordinates 1-3 looks up an irradiance cube map (t3), modulated by diffuse.
ps_1_1
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mul r0, t3, v0
