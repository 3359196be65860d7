// Blend-shape accumulation in a loop with aL-relative weights and a0-relative offsets.
vs_2_x
def c100, 0.0, 1.0, 4.0, 0.0
defi i0, 4, 0, 1, 0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
mov r0, v0
mov r1.x, c100.x
loop aL, i0
mova a0.x, r1.x
mad r0.xyz, c[a0.x + 40], c[aL + 30].x, r0
add r1.x, r1.x, c100.y
endloop
m4x4 oPos, r0, c0
mov oT0, v2
dp3 oD0, v1, c4
