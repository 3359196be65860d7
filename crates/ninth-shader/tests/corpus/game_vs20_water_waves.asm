// Water surface: two sine waves from sincos (vs_2_0 form with the series constants),
// normal from derivatives, reflection texcoords, fog.
vs_2_0
def c20, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c21, -0.020833334, -0.125, 1.0, 0.5
def c22, 0.15915494, 0.5, 6.2831855, -3.1415927
def c23, 0.0, 1.0, 0.5, 0.0
dcl_position v0
dcl_texcoord v1
dp3 r0.x, v0.xzw, c8
mad r0.x, r0.x, c22.x, c9.x
frc r0.x, r0.x
mad r0.x, r0.x, c22.z, c22.w
sincos r1.xy, r0.x, c20, c21
dp3 r0.y, v0.xzw, c10
mad r0.y, r0.y, c22.x, c9.y
frc r0.y, r0.y
mad r0.y, r0.y, c22.z, c22.w
sincos r2.xy, r0.y, c20, c21
mov r3, v0
mad r3.y, r1.y, c11.x, r3.y
mad r3.y, r2.y, c11.y, r3.y
mul r4.x, r1.x, c11.x
mul r4.y, r2.x, c11.y
mul r5.xz, r4.x, c8.xyyw
mad r5.xz, r4.y, c10.xyyw, r5
mov r5.y, c23.y
nrm r6.xyz, r5
m4x4 r7, r3, c0
mov oPos, r7
mul r8.xy, r7.w, c21.w
mad r8.x, r7.x, c21.w, r8.x
mad r8.y, r7.y, -c21.w, r8.y
mov r8.zw, r7
mov oT0, r8
add oT1.xy, v1, c12
add oT2.xy, v1, c12.zwzw
add r9.xyz, c13, -r3
nrm r10.xyz, r9
mov oT3.xyz, r10
mov oT4.xyz, r6
add r11.x, c14.x, -r7.w
mul oFog, r11.x, c14.y
mov oD0, c15
