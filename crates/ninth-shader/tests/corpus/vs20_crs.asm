vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
crs r0.xyz, v1, c4
crs r1.xz, -v1, v2
mov r1.yw, c90
mov r0.w, c91.x
mov oT0, r0
mov oT1, r1
