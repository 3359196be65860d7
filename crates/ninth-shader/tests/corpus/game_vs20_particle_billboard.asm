// Camera-facing particle quads: corner offset from texcoord1 along camera right/up (c8, c9),
// size and rotation per particle, colour fades with age, point size for point sprites.
vs_2_0
def c20, 0.15915494, 0.5, 6.2831855, -3.1415927
def c21, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c22, -0.020833334, -0.125, 1.0, 0.5
def c23, 1.0, 0.0, 2.0, -1.0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_color v3
mad r0.x, v1.z, c20.x, c20.y
frc r0.x, r0.x
mad r0.x, r0.x, c20.z, c20.w
sincos r1.xy, r0.x, c21, c22
mad r2.xy, v2, c23.z, c23.w
mul r3.x, r2.x, r1.x
mad r3.x, r2.y, -r1.y, r3.x
mul r3.y, r2.x, r1.y
mad r3.y, r2.y, r1.x, r3.y
mul r3.xy, r3, v1.w
mul r4.xyz, r3.x, c8
mad r4.xyz, r3.y, c9, r4
add r4.xyz, r4, v0
mov r4.w, c23.x
m4x4 oPos, r4, c0
mov oT0.xy, v2
mul r5.x, v1.x, c10.x
add_sat r5.x, c23.x, -r5.x
mul oD0, v3, r5.x
mul oPts, v1.w, c10.y
