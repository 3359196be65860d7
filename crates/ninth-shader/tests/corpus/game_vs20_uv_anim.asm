// Scrolling and rotating UVs with texture matrices (m3x2), vertex colour modulation.
vs_2_0
def c100, 1.0, 0.0, 0.5, 0.0
dcl_position v0
dcl_color v1
dcl_texcoord0 v2
dcl_texcoord1 v3
m4x4 oPos, v0, c0
mov r0.xy, v2
mov r0.z, c100.x
m3x2 oT0.xy, r0, c4
mov r1.xy, v3
mov r1.z, c100.x
m3x2 r2.xy, r1, c6
add oT1.xy, r2, c8
mul oD0, v1, c9
