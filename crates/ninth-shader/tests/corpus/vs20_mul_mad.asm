vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mul r0, v1, c4.x
mad r1, v2, c5, -c6
mad r0.xz, r0, r1.wyxz, c90.x
mul r0.w, r1.w, c91.z
mov oD0, r0
mov oD1.xyz, r1
