// All eight ps_1_4 constants (c0-c7) defined and read, at most two per instruction and never modified, every temporary r0-r5 written, phase-1 results read only in rgb after the phase.
ps_1_4
def c0, 0.5, 0.5, 0.5, 1.0
def c1, 0.1, 0.2, 0.3, 0.0
def c2, 1.0, 0.9, 0.8, 1.0
def c3, -0.5, -0.5, 0.0, 0.0
def c4, 0.25, 0.5, 0.75, 1.0
def c5, 0.75, 0.5, 0.25, 0.0
def c6, 0.6, 0.6, 0.6, 0.6
def c7, 1.0, 1.0, 1.0, 1.0
texld r0, t0
texcrd r1.rgb, t1
mad r2, r0, c0, c1
mul r3, r0, c2
add r4.rgb, r1, c3
lrp r5, r0, c4, c5
phase
texld r1, t2
mad r0.rgb, r2, c6, r3
+mul r0.a, r1, c7
mul r0.rgb, r0, r4
add r0.rgb, r0, r5
mul r0, r0, v0
