ps_3_0
def c0, 0.5, 0.5, 0.5, 0.5
dcl_texcoord v0
dcl_texcoord1 v1.xy
dcl_2d s0
texld r0, v1, s0
sub r1, r0.w, c0
texkill r1
texkill v0
if_gt r0.x, c0.x
texkill r0
endif
mov oC0, r0
