// vs_3_0 two-bone skinning with tangent frame, outputs tangent-space light and view vectors.
vs_3_0
def c0, 765.01001, 1.0, 0.0, 3.0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_tangent v4
dcl_texcoord v5
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o2.xyz
dcl_texcoord2 o3.xyz
dcl_texcoord3 o4
dcl_fog o5.x
mul r0.xy, v2.zy, c0.x
mul r0.xy, r0, c0.w
mova a0.xy, r0
m4x3 r1.xyz, v0, c[a0.x + 30]
m4x3 r2.xyz, v0, c[a0.y + 30]
add r3.x, c0.y, -v1.x
mul r1.xyz, r1, v1.x
mad r1.xyz, r2, r3.x, r1
mov r1.w, c0.y
m3x3 r4.xyz, v3, c[a0.x + 30]
m3x3 r5.xyz, v3, c[a0.y + 30]
mul r4.xyz, r4, v1.x
mad r4.xyz, r5, r3.x, r4
nrm r6.xyz, r4
m3x3 r4.xyz, v4, c[a0.x + 30]
m3x3 r5.xyz, v4, c[a0.y + 30]
mul r4.xyz, r4, v1.x
mad r4.xyz, r5, r3.x, r4
nrm r7.xyz, r4
crs r8.xyz, r6, r7
mul r8.xyz, r8, v4.w
m4x4 r9, r1, c4
mov o0, r9
mov o1.xy, v5
// light vector into tangent space (light position c8)
add r10.xyz, c8, -r1
dp3 o2.x, r10, r7
dp3 o2.y, r10, r8
dp3 o2.z, r10, r6
// view vector (eye c9)
add r11.xyz, c9, -r1
dp3 o3.x, r11, r7
dp3 o3.y, r11, r8
dp3 o3.z, r11, r6
// shadow map coordinates (light view-projection c12)
m4x4 o4, r1, c12
// exponential fog
mul r0.z, r9.w, c10.x
exp o5.x, -r0.z
