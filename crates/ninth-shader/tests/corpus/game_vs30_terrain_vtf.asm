// Terrain from a height map read with texldl, normal from four neighbouring heights,
// morphing between LODs, fog.
vs_3_0
def c0, 0.0, 1.0, 0.5, 2.0
dcl_position v0
dcl_texcoord v1
dcl_2d s0
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o2.xyz
dcl_fog o3.x
mad r0.xy, v0.xz, c8, c8.zwzw
mov r0.zw, c0.x
texldl r1, r0, s0
add r2.xy, r0, c9.xy
add r2.zw, r0.xyxy, -c9.xyxy
mov r3.xy, r2
mov r3.zw, c0.x
texldl r4, r3, s0
mov r3.xy, r2.zw
texldl r5, r3, s0
add r6.xy, r0, c9.yx
add r6.zw, r0.xyxy, -c9.yxyx
mov r3.xy, r6
texldl r7, r3, s0
mov r3.xy, r6.zw
texldl r8, r3, s0
add r9.x, r5.x, -r4.x
add r9.z, r8.x, -r7.x
mov r9.y, c10.x
nrm r10.xyz, r9
mov o2.xyz, r10
mov r11, v0
mul r11.y, r1.x, c10.y
add r12.xz, r11, -c11
mul r12.xz, r12, r12
add r12.w, r12.x, r12.z
rsq r12.w, r12.w
rcp r12.w, r12.w
mad_sat r12.w, r12.w, c11.w, -c11.y
lrp r11.y, r12.w, r11.y, v0.y
m4x4 r13, r11, c20
mov o0, r13
mov o1.xy, r0
mad_sat o3.x, r13.w, c12.x, c12.y
