ps_1_1
def c0, 0.5, 0.5, 0.5, 0.5
texcoord t0
tex t1
tex t2
texbem t3, t2
mul r1, t0, t1
cnd r0, r1.a, t1, t3
mul_x2 r0.rgb, r0, v0
+mov r0.a, v1.a
