// cnd on r0.a: the base alpha minus the biased diffuse alpha decides per pixel between two textures (rgb) and between a glow constant and the diffuse alpha (a), both halves of a co-issued pair.
ps_1_1
def c0, 1.0, 0.5, 0.0, 1.0
tex t0
tex t1
sub r0.a, t0, v0_bias
cnd r0.rgb, r0.a, t1, t0
+cnd r0.a, r0.a, c0, v0
