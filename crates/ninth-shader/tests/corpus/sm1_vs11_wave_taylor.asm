// Vertex waves: phase = dp4(position, c8), wrapped to [-pi, pi] with frc, sin and cos from Taylor series (mul chains and dp4 with coefficient vectors), displacing y and tilting the normal.
vs_1_1
def c12, 0.159155, 0.5, 6.283185, 3.141593
def c13, 1.0, -0.166667, 0.008333, -0.000198
def c14, 1.0, -0.5, 0.041667, -0.001389
def c15, 0.0, 0.5, 0.5, 1.0
dcl_position v0
dcl_texcoord v1
dp4 r0.x, v0, c8
mad r0.x, r0.x, c12.x, c12.y
frc r0.y, r0.x
mad r0.x, r0.y, c12.z, -c12.w
mul r1.x, r0.x, r0.x
mul r1.y, r1.x, r0.x
mul r1.z, r1.y, r1.x
mul r1.w, r1.z, r1.x
mov r1.x, r0.x
dp4 r2.x, r1, c13
mul r3.y, r0.x, r0.x
mul r3.z, r3.y, r3.y
mul r3.w, r3.z, r3.y
mov r3.x, c14.x
dp4 r2.y, r3, c14
mov r4, v0
mad r4.y, r2.x, c9.x, r4.y
m4x4 oPos, r4, c0
mul r5.xz, -r2.y, c10
mov r5.y, c15.w
dp3 r5.w, r5, r5
rsq r5.w, r5.w
mul r5.xyz, r5.xyz, r5.w
dp3 r6.x, r5, c11
max r6.x, r6.x, c15.x
mul oD0, r6.x, c16
mov oT0.xy, v1
mad oT1.xyz, r5, c15.y, c15.y
