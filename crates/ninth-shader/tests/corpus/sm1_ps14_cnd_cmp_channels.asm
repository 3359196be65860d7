// ps_1_4 per-channel cnd and cmp with conditions in registers other than r0, and with .a and .b replicate selectors in a co-issued pair.
ps_1_4
def c0, 0.5, 0.5, 0.5, 0.5
def c1, 1.0, 0.0, 0.0, 1.0
def c2, 0.0, 0.0, 1.0, 1.0
texld r0, t0
texld r1, t1
texld r2, t2
sub r3, r0, r1
cnd r4, r2, r0, r1
cmp r5, r3, c1, c2
cnd r0.rgb, r2.a, r4, r5
+cmp r0.a, r3.b, r4, r5
mul r0, r0, v0
