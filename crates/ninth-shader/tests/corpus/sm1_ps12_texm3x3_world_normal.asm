// texm3x3 (ps_1_2): the normal map rotated to world space by texture coordinates 1-3 becomes the colour of t3 (no lookup); dp3 with the light direction in c0, times the diffuse colour.
ps_1_2
def c0, 0.577, 0.577, 0.577, 0.0
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3 t3, t0_bx2
dp3_sat r1, t3, c0
mul r0.rgb, r1, v0
+mov r0.a, v0
