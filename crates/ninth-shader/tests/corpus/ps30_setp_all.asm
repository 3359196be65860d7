ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
setp_gt p0.x, v0.x, c0.x
setp_eq p0.y, v0.y, c0.y
setp_ge p0.z, v0.z, c0.z
setp_lt p0.w, v0.w, c0.w
mov r0, c1.x
(p0.x) mov r0.x, c0.w
(p0.y) mov r0.y, c0.w
(p0.z) mov r0.z, c0.w
(p0.w) mov r0.w, c0.w
setp_ne p0, v2, c0
(!p0) add r0, r0, c0.y
setp_le p0, v2.wzyx, v0
(p0) add_sat r0, r0, c0.x
(!p0.w) mov r0.xy, v1
mov oC0, r0
