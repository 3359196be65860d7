// texm3x3spec with a per-pixel Fresnel term: (1 - N.V)^2 from dp3 of the normal map and the view vector in v1, using the 1-x modifier on both factors, blends the cube reflection (t3) over diffuse.
ps_1_2
def c0, 0.0, 0.0, 1.0, 0.0
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3spec t3, t0_bx2, c0
dp3_sat r1, t0_bx2, v1_bx2
mul r1, 1-r1, 1-r1
lrp r0.rgb, r1, t3, v0
+mov r0.a, v0
