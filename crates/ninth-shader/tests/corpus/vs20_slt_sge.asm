vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
slt r0, v1, c4
sge r1, v2, c4.xxxx
slt r0.w, c90.w, -c90.w
sge r1.w, c90.w, c90.w
mov oD0, r0
mov oD1, r1
