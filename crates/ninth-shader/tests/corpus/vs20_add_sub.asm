vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
add r0, v1, c4
sub r1.xyz, v2.xyzx, -c5.w
add r0.w, r0.w, -r1.x
sub r0.xy, r0.yxzw, r1
mov oD0, r0
mov oT0, r1
