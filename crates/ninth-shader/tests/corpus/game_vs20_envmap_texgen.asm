// Reflection vector and sphere-map texgen in camera space, plus a fresnel term in oD1.
vs_2_0
def c20, 0.5, 1.0, 0.0, 2.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c4
nrm r2.xyz, r1
nrm r3.xyz, r0
dp3 r4.x, r3, r2
add r4.y, r4.x, r4.x
mad r5.xyz, r2, -r4.y, r3
mov oT1.xyz, r5
add r6.z, r5.z, c20.y
mul r6.xy, r5, r5
mad r6.w, r6.z, r6.z, r6.x
add r6.w, r6.w, r6.y
rsq r6.w, r6.w
mul r6.w, r6.w, c20.x
mad oT2.xy, r5, r6.w, c20.x
add r7.x, c20.y, r4.x
mul r7.y, r7.x, r7.x
mul r7.y, r7.y, r7.y
mul r7.y, r7.y, r7.x
mov oD1, r7.y
mov oT0.xy, v2
mov oD0, c8
