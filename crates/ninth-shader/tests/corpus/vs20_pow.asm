vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
pow r0.x, v2.x, c90.z
pow r0.y, -c90.x, c91.x
pow r0.z, c90.w, c90.w
pow r0.w, v2.y, -v2.z
mov oD0, r0
