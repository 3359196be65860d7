// Three cmp (the ps_1_2/1_3 maximum, two slots each) with destinations never among their sources: a step, a per-channel select and a final choice driven by -r0_bias; a t register as a cmp destination.
ps_1_3
def c0, 0.0, 0.0, 0.0, 0.0
def c1, 0.5, 0.5, 0.5, 0.5
def c2, 1.0, 1.0, 1.0, 1.0
tex t0
tex t1
cmp r0, t0_bias, c2, c0
cmp r1, t1_bias, t0, t1
cmp t1, -r0_bias, r1, c1
mul r0, t1, v0
