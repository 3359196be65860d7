// Dependent reads through colour channels: texreg2ar (alpha, red) and texreg2gb (green, blue) of t0 address t1 and t2; combined with mad, sub and a co-issued alpha.
ps_1_1
def c0, 0.5, 0.5, 0.5, 0.5
tex t0
texreg2ar t1, t0
texreg2gb t2, t0
mad r0, t1, c0, t2
sub r1, t1, t2
mad r0.rgb, r1, v0, r0
+mul r0.a, r0, v0
