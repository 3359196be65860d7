// texm3x3vspec: the eye vector comes from the w of texture coordinates 1-3; the environment reflection (t3) scaled by the gloss in the normal map's alpha and added to diffuse.
ps_1_1
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3vspec t3, t0_bx2
mul r0, t3, t0.a
add r0, r0, v0
