// texcoord: two coordinate sets read as colours (clamped to [0, 1], w = 1); one drives a per-channel lrp between a texture and the diffuse colour, the other tints with c0.
ps_1_1
texcoord t0
texcoord t1
tex t2
lrp r0.rgb, t0, t2, v0
+mul r0.a, t2, v0
mul r1, t1, c0
add r0.rgb, r0, r1
