// dp4 and cmp (ps_1_2): a four-channel weighted sum of one texture compared per channel with another, cmp choosing between two textures; each dp4/cmp takes two slots.
ps_1_2
def c0, 0.25, 0.25, 0.25, 0.25
tex t0
tex t1
tex t2
dp4 r1, t0, c0
sub r1, t1, r1
cmp r0, r1, t1, t2
mul r0, r0, v0
