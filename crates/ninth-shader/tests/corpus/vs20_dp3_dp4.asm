vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
dp3 r0.x, v1, c4
dp4 r0.y, v0, c5
dp3 r0.z, -v1, v1.zxyw
dp4 r0.w, v2.wzyx, -c6
dp4 r1, v0, c7
mov oD0, r0
mov oT0, r1
