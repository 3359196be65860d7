// texkill in both ps_1_4 forms: on t3's coordinates directly (phase 1), and on r1 (coordinates copied by texcrd and shifted in phase 1) at the start of phase 2.
ps_1_4
def c0, -0.5, -0.5, -0.5, 0.0
texkill t3
texcrd r1.rgb, t1
texld r0, t0
add r1.rgb, r1, c0
phase
texkill r1
texld r2, t2
mul r0.rgb, r0, r2
+mov r0.a, r2
mul r0.rgb, r0, v0
