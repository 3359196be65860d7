// Toon ramp: texdp3tex dots the normal map (_bx2) with texture coordinates 1 and 2 to address two 1D ramps (lighting in t1, outline in t2), applied to the base texture (t3).
ps_1_2
tex t0
texdp3tex t1, t0_bx2
texdp3tex t2, t0_bx2
tex t3
mul r0, t1, t3
mul r0.rgb, r0, t2
