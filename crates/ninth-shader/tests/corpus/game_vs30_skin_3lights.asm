// Skinned character vertex shader: two bones, three unrolled point lights with attenuation
// (positions c40-c42, colours c44-c46, ranges c48.xyz), specular, tangent frame and fog.
vs_3_0
def c0, 765.01001, 1.0, 0.0, 3.0
def c1, 0.5, 2.0, 0.001, 16.0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_tangent v4
dcl_texcoord v5
dcl_position o0
dcl_texcoord0 o1.xy
dcl_color0 o2
dcl_color1 o3
dcl_texcoord1 o4.xyz
dcl_texcoord2 o5.xyz
dcl_fog o6.x
mul r0.xy, v2.zy, c0.x
mul r0.xy, r0, c0.w
mova a0.xy, r0
add r1.w, c0.y, -v1.x
m4x3 r2.xyz, v0, c[a0.x + 60]
m4x3 r3.xyz, v0, c[a0.y + 60]
mul r2.xyz, r2, v1.x
mad r2.xyz, r3, r1.w, r2
mov r2.w, c0.y
m3x3 r4.xyz, v3, c[a0.x + 60]
m3x3 r5.xyz, v3, c[a0.y + 60]
mul r4.xyz, r4, v1.x
mad r4.xyz, r5, r1.w, r4
nrm r6.xyz, r4
m3x3 r4.xyz, v4, c[a0.x + 60]
m3x3 r5.xyz, v4, c[a0.y + 60]
mul r4.xyz, r4, v1.x
mad r4.xyz, r5, r1.w, r4
nrm r7.xyz, r4
crs r8.xyz, r6, r7
m4x4 r9, r2, c4
mov o0, r9
mov o1.xy, v5
add r10.xyz, c8, -r2
nrm r11.xyz, r10
mov r12, c12
mov r13, c0.z
add r14.xyz, c40, -r2
dp3 r14.w, r14, r14
rsq r15.w, r14.w
mul r14.xyz, r14, r15.w
mul r15.x, r14.w, c48.x
add_sat r15.x, c0.y, -r15.x
dp3 r15.y, r6, r14
max r15.y, r15.y, c0.z
mul r15.y, r15.y, r15.x
mad r12.xyz, r15.y, c44, r12
add r15.xyz, r14, r11
nrm r16.xyz, r15
dp3 r15.z, r6, r16
max r15.z, r15.z, c0.z
pow r15.z, r15.z, c1.w
mul r15.z, r15.z, r15.x
mad r13.xyz, r15.z, c44, r13
add r14.xyz, c41, -r2
dp3 r14.w, r14, r14
rsq r15.w, r14.w
mul r14.xyz, r14, r15.w
mul r15.x, r14.w, c48.y
add_sat r15.x, c0.y, -r15.x
dp3 r15.y, r6, r14
max r15.y, r15.y, c0.z
mul r15.y, r15.y, r15.x
mad r12.xyz, r15.y, c45, r12
add r15.xyz, r14, r11
nrm r16.xyz, r15
dp3 r15.z, r6, r16
max r15.z, r15.z, c0.z
pow r15.z, r15.z, c1.w
mul r15.z, r15.z, r15.x
mad r13.xyz, r15.z, c45, r13
add r14.xyz, c42, -r2
dp3 r14.w, r14, r14
rsq r15.w, r14.w
mul r14.xyz, r14, r15.w
mul r15.x, r14.w, c48.z
add_sat r15.x, c0.y, -r15.x
dp3 r15.y, r6, r14
max r15.y, r15.y, c0.z
mul r15.y, r15.y, r15.x
mad r12.xyz, r15.y, c46, r12
add r15.xyz, r14, r11
nrm r16.xyz, r15
dp3 r15.z, r6, r16
max r15.z, r15.z, c0.z
pow r15.z, r15.z, c1.w
mul r15.z, r15.z, r15.x
mad r13.xyz, r15.z, c46, r13
mov o2, r12
mov o3, r13
dp3 o4.x, r11, r7
dp3 o4.y, r11, r8
dp3 o4.z, r11, r6
mov o5.xyz, r6
mad r17.x, r9.w, c9.x, c9.y
mul r17.x, r17.x, c1.y
exp_sat o6.x, -r17.x
