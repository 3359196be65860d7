vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_texcoord o1
dcl_texcoord1 o2
dcl_texcoord2 o3
dcl_texcoord3 o4
defi i0, 4, 0, 1, 0
m4x4 o0, v0, c0
mov r0, v2
loop aL, i0
mov o[aL + 1], r0
add r0, r0, c[aL + 10]
endloop
