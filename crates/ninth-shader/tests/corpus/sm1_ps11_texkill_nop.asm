// ps_1_1 texkill on two coordinate sets (texture-space clipping), with nop and a modulate.
ps_1_1
tex t0
texkill t1
texkill t2
nop
mul r0, t0, v0
