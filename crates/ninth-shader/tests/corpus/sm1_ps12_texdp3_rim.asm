// texdp3: the dot product of texture coordinates 1 and the normal map fills every channel of t1; cmp (two slots, destination distinct from its sources) picks a rim colour where it is below 0.5.
ps_1_2
def c0, 0.5, 0.5, 0.5, 0.5
def c1, 1.0, 0.8, 0.6, 1.0
tex t0
texdp3 t1, t0_bx2
tex t2
sub r1, t1, c0
cmp r0, r1, t2, c1
mul r0.rgb, r0, t1
