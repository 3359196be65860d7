// Two-bone skinning: blend indices times 3 into a0.x, bone matrices read with m4x3/m3x3 from c[a0.x + 16], weights v1.x and 1 - v1.x, the skinned normal lit by one directional light.
vs_1_1
def c4, 1.0, 0.0, 3.0, 0.0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_texcoord v4
mul r0.xy, v2.xy, c4.z
mov a0.x, r0.x
m4x3 r1.xyz, v0, c[a0.x + 16]
m3x3 r2.xyz, v3, c[a0.x + 16]
mov a0.x, r0.y
m4x3 r3.xyz, v0, c[a0.x + 16]
m3x3 r4.xyz, v3, c[a0.x + 16]
mul r1.xyz, r1.xyz, v1.x
mul r2.xyz, r2.xyz, v1.x
add r5.x, c4.x, -v1.x
mad r1.xyz, r3.xyz, r5.x, r1.xyz
mad r2.xyz, r4.xyz, r5.x, r2.xyz
mov r1.w, c4.x
m4x4 oPos, r1, c0
dp3 r6.x, r2, r2
rsq r6.x, r6.x
mul r2.xyz, r2.xyz, r6.x
dp3 r7.x, r2, c5
max r7.x, r7.x, c4.y
mul r8, r7.x, c6
add oD0, r8, c7
mov oT0.xy, v4
