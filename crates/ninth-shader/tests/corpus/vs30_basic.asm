vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_texcoord o1
dcl_color o2
m4x4 o0, v0, c0
mov o1, v2
dp3 r0.x, v1, c4
max r0.x, r0.x, c90.w
mul o2, r0.x, c5
