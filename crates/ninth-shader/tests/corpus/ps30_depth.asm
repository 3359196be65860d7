ps_3_0
def c0, 0.5, 0.0, 1.0, 0.001
dcl_texcoord v0
dcl_2d s0
texld r0, v0, s0
mad_sat oDepth, r0.x, c0.x, c0.w
mov oC0, r0
