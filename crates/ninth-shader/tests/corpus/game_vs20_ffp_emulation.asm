// Fixed-function emulation: world-view transform, two directional lights with material
// colours, specular, camera-space reflection texgen, texture matrix, range fog.
vs_2_0
def c100, 0.0, 1.0, 2.0, 0.5
dcl_position v0
dcl_normal v1
dcl_color v2
dcl_texcoord v3
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c4
nrm r2.xyz, r1
nrm r3.xyz, -r0
mov r4, c10
mov r5, c100.x
dp3 r6.x, r2, -c12
max r6.x, r6.x, c100.x
mad r4.xyz, r6.x, c13, r4
add r7.xyz, r3, -c12
nrm r8.xyz, r7
dp3 r6.y, r2, r8
max r6.y, r6.y, c100.x
pow r6.y, r6.y, c11.w
mad r5.xyz, r6.y, c14, r5
dp3 r6.z, r2, -c15
max r6.z, r6.z, c100.x
mad r4.xyz, r6.z, c16, r4
add r7.xyz, r3, -c15
nrm r8.xyz, r7
dp3 r6.w, r2, r8
max r6.w, r6.w, c100.x
pow r6.w, r6.w, c11.w
mad r5.xyz, r6.w, c17, r5
mul r4, r4, v2
min oD0, r4, c100.y
mov oD1, r5
dp3 r9.x, r3, r2
add r9.x, r9.x, r9.x
mad r9.xyz, r2, r9.x, -r3
mov oT1.xyz, r9
mov r10.xy, v3
mov r10.z, c100.y
m3x2 oT0.xy, r10, c18
dp3 r11.x, r0, r0
rsq r11.x, r11.x
rcp r11.x, r11.x
add r11.y, c20.y, -r11.x
mul oFog, r11.y, c20.z
