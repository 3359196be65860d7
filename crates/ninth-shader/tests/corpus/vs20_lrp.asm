vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
lrp r0, v2.x, v1, c4
lrp r1.xyz, c90.x, c5, -c6
mov r1.w, c91.x
mov oD0, r0
mov oD1, r1
