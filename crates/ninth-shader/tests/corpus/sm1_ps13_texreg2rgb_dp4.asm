// ps_1_3 dependent colour lookups: texreg2rgb of a _bx2 normal (t0) into a cube (t1), texreg2gb (t2), a dp4 mask over t3 scaling t1 in place, lrp by the diffuse colour.
ps_1_3
def c0, 0.25, 0.25, 0.25, 0.25
tex t0
texreg2rgb t1, t0_bx2
texreg2gb t2, t0
tex t3
dp4 r1, t3, c0
mul t1, t1, r1
lrp r0, v0, t1, t2
