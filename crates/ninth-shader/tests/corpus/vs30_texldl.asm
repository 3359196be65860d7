vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_texcoord o1
dcl_2d s0
dcl_2d s1
dcl_cube s2
dcl_volume s3
mov r0.xy, v2
mov r0.zw, c90.w
texldl r1, r0, s0
texldl r2, r0.yxzw, s1
texldl r3, v1, s2
texldl r4, v1, s3
mad r5, r1.x, c4, v0
add r5.y, r5.y, r2.x
m4x4 o0, r5, c0
add r6, r3, r4
mov o1, r6
