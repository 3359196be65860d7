// Texture registers as temporaries: ps_1_1 arithmetic writes results back into t0-t2 after sampling (t# are read/write there), then combines them into r0 through r1.
ps_1_1
tex t0
tex t1
texcoord t2
mul t0, t0, v0
mad t1.rgb, t1, v1, t0
+mul t1.a, t1, t2
mul t2.rgb, t2, c0
+mov t2.a, v0
add r1, t1, t2
mul r0, r1, t0
