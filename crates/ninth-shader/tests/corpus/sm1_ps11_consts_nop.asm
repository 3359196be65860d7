// def of all eight ps_1_1 constants (c0-c7, within [-1, 1]), nop, and arithmetic reading two different constants per instruction.
ps_1_1
def c0, 1.0, 0.0, 0.0, 1.0
def c1, 0.0, 1.0, 0.0, 1.0
def c2, 0.0, 0.0, 1.0, 1.0
def c3, 0.5, 0.5, 0.5, 0.5
def c4, -1.0, -0.5, 0.25, 0.0
def c5, 0.125, 0.25, 0.375, 0.5
def c6, 0.9, 0.8, 0.7, 0.6
def c7, 0.0, 0.0, 0.0, 0.0
tex t0
nop
mad r0, t0, c0, c1
mad r1, t0, c2, c3
nop
add r0, r0, c4
mad r0, r1, c5, r0
lrp r0.rgb, c3, r0, c6
+add r0.a, c7, c3
