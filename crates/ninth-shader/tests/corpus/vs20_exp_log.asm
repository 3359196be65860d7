vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
exp r0.x, v2.x
log r0.y, v2.y
exp r0.z, -c90.y
log r0.w, c90.w
log r1.xz, v1.w
exp r1.yw, r0.x
mov oD0, r0
mov oT1, r1
