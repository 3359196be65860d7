ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
mov r0, -v0
add r1, v0_abs, -v2_abs
mad r2, -r1_abs.x, r0.wzyx, v2_abs.w
add r2, r2, -c2_abs
mov oC0, r2
