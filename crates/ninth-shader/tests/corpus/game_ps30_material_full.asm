// Full material pixel shader: normal map, specular map with gloss, three unrolled lights
// (directions c10-c12, colours c13-c15), cube environment reflection with fresnel, 4-tap
// shadow with cmp, emissive, exponential-squared fog.
ps_3_0
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 64.0, 0.25, 5.0, 0.04
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xyz
dcl_texcoord2 v2.xyz
dcl_texcoord3 v3.xyz
dcl_texcoord4 v4
dcl_texcoord5 v5.xyz
dcl_fog v6.x
dcl_2d s0
dcl_2d s1
dcl_2d s2
dcl_cube s3
dcl_2d s4
dcl_2d s5
texld r0, v0, s0
texld r1, v0, s1
texld r2, v0, s2
mad r1.xyz, r1, c0.x, c0.y
nrm r3.xyz, r1
mul r4.xyz, r3.x, v1
mad r4.xyz, r3.y, v2, r4
mad r4.xyz, r3.z, v3, r4
nrm r5.xyz, r4
nrm r6.xyz, v5
mov r7, c0.z
mov r8, c0.z
dp3_sat r9.x, r5, -c10
mad r7.xyz, r9.x, c13, r7
add r10.xyz, r6, -c10
nrm r11.xyz, r10
dp3_sat r9.y, r5, r11
mul r9.z, r2.w, c1.x
pow r9.y, r9.y, r9.z
mad r8.xyz, r9.y, c13, r8
dp3_sat r9.x, r5, -c11
mad r7.xyz, r9.x, c14, r7
add r10.xyz, r6, -c11
nrm r11.xyz, r10
dp3_sat r9.y, r5, r11
mul r9.z, r2.w, c1.x
pow r9.y, r9.y, r9.z
mad r8.xyz, r9.y, c14, r8
dp3_sat r9.x, r5, -c12
mad r7.xyz, r9.x, c15, r7
add r10.xyz, r6, -c12
nrm r11.xyz, r10
dp3_sat r9.y, r5, r11
mul r9.z, r2.w, c1.x
pow r9.y, r9.y, r9.z
mad r8.xyz, r9.y, c15, r8
dp3 r12.x, r6, r5
add r12.x, r12.x, r12.x
mad r12.xyz, r5, -r12.x, r6
texld r13, r12, s3
dp3_sat r14.x, r6, r5
add r14.x, c0.w, -r14.x
pow r14.x, r14.x, c1.z
lrp r14.x, r14.x, c0.w, c1.w
rcp r15.w, v4.w
mul r15.xyz, v4, r15.w
add r16.xy, r15, c2.xy
texld r17, r16, s4
add r16.xy, r15, -c2.xy
texld r18, r16, s4
add r16.xy, r15, c2.zw
texld r19, r16, s4
add r16.xy, r15, -c2.zw
texld r20, r16, s4
mov r21.x, r17.x
mov r21.y, r18.x
mov r21.z, r19.x
mov r21.w, r20.x
add r21, r21, -r15.z
cmp r21, r21, c0.w, c0.z
dp4 r21.x, r21, c1.y
mul r7.xyz, r7, r21.x
mul r8.xyz, r8, r21.x
add r7.xyz, r7, c16
mul r0.xyz, r0, r7
mad r0.xyz, r8, r2, r0
mul r13.xyz, r13, r14.x
mad r0.xyz, r13, r2.w, r0
texld r22, v0, s5
mad r0.xyz, r22, c17, r0
mul r23.x, v6.x, c18.x
mul r23.x, r23.x, r23.x
exp_sat r23.x, -r23.x
lrp r0.xyz, r23.x, r0, c19
mov oC0, r0
