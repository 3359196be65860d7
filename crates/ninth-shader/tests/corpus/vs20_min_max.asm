vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
min r0, v1, c4
max r1, v2, -c4
min r0.w, r0.w, c91.x
max r1.x, r1.y, r1.z
mov oD0, r0
mov oD1, r1
