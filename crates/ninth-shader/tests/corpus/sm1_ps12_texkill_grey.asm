// Cut-out with texkill on coordinate set 1 and a desaturation: dp4 luminance, cmp on the biased base colour keeping bright channels, a second dp4 for the alpha.
ps_1_2
def c0, 0.3, 0.59, 0.11, 0.0
def c1, 0.25, 0.25, 0.25, 0.25
tex t0
texkill t1
dp4 r1, t0, c0
cmp r0, t0_bias, t0, r1
dp4 r1, r0, c1
mul r0.rgb, r0, v0
+mov r0.a, r1
