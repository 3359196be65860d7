vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
defi i0, 4, 10, 2, 0
defi i1, 3, 0, 1, 0
mov r0, c90.w
loop aL, i0
add r0, r0, c[aL]
add r0.x, r0.x, c[aL + 1].y
endloop
loop aL, i1
mad r0, c[aL + 20], c91.y, r0
endloop
mov oD0, r0
