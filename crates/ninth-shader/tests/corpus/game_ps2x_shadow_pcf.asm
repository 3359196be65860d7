// Shadow mapping with 4-tap PCF (depth stored in R), projected coordinates, bias in c0.x,
// texel size in c0.zw, lighting combined with diffuse texture.
ps_2_x
def c1, 0.0, 1.0, 0.25, 0.5
dcl t0.xy
dcl t1
dcl t2.xyz
dcl v0
dcl_2d s0
dcl_2d s1
rcp r0.w, t1.w
mul r0.xyz, t1, r0.w
add r0.z, r0.z, -c0.x
texld r1, r0, s1
add r2.xy, r0, c0.zyzw
texld r2, r2, s1
add r3.xy, r0, c0.ywzw
texld r3, r3, s1
add r4.xy, r0, c0.zwzw
texld r4, r4, s1
add r1.x, r1.x, -r0.z
add r1.y, r2.x, -r0.z
add r1.z, r3.x, -r0.z
add r1.w, r4.x, -r0.z
cmp r5, r1, c1.y, c1.x
dp4 r5.x, r5, c1.z
setp_lt p0.x, t1.w, c1.x
(p0.x) mov r5.x, c1.y
nrm r6.xyz, t2
dp3_sat r6.w, r6, c2
mul r6.w, r6.w, r5.x
texld r7, t0, s0
mad r8.xyz, r6.w, c3, c4
mul r7.xyz, r7, r8
mul r7, r7, v0
mov oC0, r7
