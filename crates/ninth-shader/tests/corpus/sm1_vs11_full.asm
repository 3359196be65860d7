vs_1_1
def c95, 0.5, 1.0, 2.0, 0.0
dcl_position v0
dcl_normal v3
dcl_color v5
dcl_texcoord0 v7
dcl_texcoord1 v8
m4x4 oPos, v0, c0
mov a0.x, v7.x
mov r0, c[a0.x + 20]
m3x3 r1.xyz, v3, c4
dp3 r1.w, r1, r1
rsq r1.w, r1.w
mul r1.xyz, r1, r1.w
dp3 r2.x, r1, c7
mov r2.y, c95.x
mov r2.w, c8.w
lit r3, r2
mad oD0, r3.y, c9, c10
mul oD1, r3.z, c11
expp r4, v7.y
logp r5, v7.z
exp r6, v7.x
log r7, v7.w
dst r8, r4, r5
sge r9, r6, r7
slt r10, r6, -r7
frc r11.xy, v8
m4x3 r8.xyz, v0, c12
m3x4 r9, v3, c15
m3x2 r10.xy, v3, c19
rcp r11.z, r8.x
add r0, r0, r9
add r0, r0, r10
mad r0, r11, r8, r0
max r0, r0, c95.w
min r0, r0, c95.y
mov oT0, r0
mov oT1.xy, v8
mov oFog, r2.x
mov oPts, c95.z
