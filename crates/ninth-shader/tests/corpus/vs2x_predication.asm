vs_2_x
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov r0, v1
setp_gt p0, v1, c90.w
(p0) mul r0, r0, c90.z
(!p0.x) mov r0.x, c91.y
(p0.y) add r0.yz, r0, c91
setp_ne p0.zw, v2, v2.yxwz
(p0) mov r0.w, c91.x
mov oD0, r0
