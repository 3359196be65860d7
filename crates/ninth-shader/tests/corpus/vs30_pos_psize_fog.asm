vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_psize o1.x
dcl_fog o2.x
dcl_color o3
m4x4 r0, v0, c0
mov o0, r0
mul o1.x, r0.w, c90.x
mad o2.x, r0.z, c4.x, c4.y
mov o3, c5
