vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_texcoord1 v3
dcl_texcoord2 v4
dcl_color o1
defi i0, 3, 0, 1, 0
m4x4 o0, v0, c0
mov r0, c90.w
loop aL, i0
add r0, r0, v[aL + 2]
endloop
mov o1, r0
