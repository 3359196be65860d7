vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
dp3 r0.x, v1, c4
dp3 r0.y, v1, c5
mov r0.w, c6.w
lit r1, r0
lit r2, c7
mov oD0, r1
mov oD1, r2
