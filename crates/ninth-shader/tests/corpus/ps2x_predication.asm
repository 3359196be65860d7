ps_2_x
def c0, 0.5, 0.25, 0.75, 1.0
dcl t0
dcl v0
mov r0, v0
setp_gt p0, t0, c0.x
(p0) mov r0.x, t0.y
(!p0.y) add r0.y, r0.y, c0.y
(p0.zw) mul r0.zw, r0, c0.z
setp_le p0.xy, t0.wzyx, -c0
(!p0) mov r0.xy, c0.w
mov oC0, r0
