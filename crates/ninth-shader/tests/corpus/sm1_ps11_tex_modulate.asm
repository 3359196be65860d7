// The simplest textured ps_1_1 shader: one tex, modulated by the diffuse colour.
ps_1_1
tex t0
mul r0, t0, v0
