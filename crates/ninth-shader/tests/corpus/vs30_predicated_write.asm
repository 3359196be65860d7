vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_color o1
dcl_texcoord o2
m4x4 o0, v0, c0
setp_gt p0, v1, c90.w
mov r0, c91
(p0) mov r0, v1
(!p0.x) mov o2, v2
(p0.x) mov o2, c4
mov o1, r0
