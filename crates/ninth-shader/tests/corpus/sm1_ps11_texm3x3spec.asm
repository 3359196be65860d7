// texm3x3spec: the bumped normal reflects a constant eye ray (c0) into an environment cube (t3), blended over the diffuse colour by the Fresnel factor in v1.a.
ps_1_1
def c0, 0.0, 0.0, -1.0, 0.0
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3spec t3, t0_bx2, c0
lrp r0.rgb, v1.a, t3, v0
+mov r0.a, v0
