// expect: textureSample(tex1, samp1, r5.xy)
// expect-not: discard
// Water: two scrolling normal maps, fresnel, projected reflection and refraction with
// normal-based offsets, depth fade from a depth texture, per-pixel fog.
ps_3_0
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.02, 5.0, 0.5, 0.25
def c2, 0.0, 0.0, 0.0, 0.0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_texcoord2 v2.xyz
dcl_texcoord3 v3.x
dcl_2d s0
dcl_2d s1
dcl_2d s2
dcl_2d s3
texld r0, v0, s0
texld r1, v0.zwzw, s0
add r0.xyz, r0, r1
mad r0.xyz, r0, c0.x, -c0.x
nrm r2.xyz, r0
nrm r3.xyz, v2
dp3_sat r4.x, r2, r3
add r4.y, c0.w, -r4.x
mul r4.z, r4.y, r4.y
mul r4.z, r4.z, r4.z
mul r4.z, r4.z, r4.y
lrp r4.w, r4.z, c0.w, c1.w
rcp r5.w, v1.w
mul r5.xy, v1, r5.w
mad r5.xy, r2, c1.x, r5
texld r6, r5, s1
mul r7.xy, v1, r5.w
mad r7.xy, r2, -c1.x, r7
texld r8, r7, s2
texld r9, r7, s3
add r9.x, r9.x, -v1.z
mul_sat r9.x, r9.x, c1.y
mul r8.xyz, r8, c3
lrp r10.xyz, r4.w, r6, r8
add r11.xyz, r3, c4
nrm r12.xyz, r11
dp3_sat r12.w, r2, r12
pow r12.w, r12.w, c4.w
mad r10.xyz, r12.w, c5, r10
add_sat r13.x, v3.x, -c6.x
mul r13.x, r13.x, c6.y
lrp r10.xyz, r13.x, c7, r10
mov r10.w, r9.x
mov oC0, r10
