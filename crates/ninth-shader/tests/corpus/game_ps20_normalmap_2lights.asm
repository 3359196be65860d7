// Normal mapping with two point lights, gloss in the normal map alpha, Blinn specular.
ps_2_0
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 32.0, 0.5, 0.0, 0.0
dcl t0.xy
dcl t1.xyz
dcl t2.xyz
dcl t3.xyz
dcl_2d s0
dcl_2d s1
texld r0, t0, s0
texld r1, t0, s1
mad r1.xyz, r1, c0.x, c0.y
nrm r2.xyz, r1
nrm r3.xyz, t1
nrm r4.xyz, t3
dp3_sat r5.x, r2, r3
add r6.xyz, r3, r4
nrm r7.xyz, r6
dp3_sat r5.y, r2, r7
pow r5.z, r5.y, c1.x
mul r5.z, r5.z, r1.w
mul r8.xyz, r5.x, c2
mad r8.xyz, r5.z, c3, r8
nrm r3.xyz, t2
dp3_sat r9.x, r2, r3
add r6.xyz, r3, r4
nrm r7.xyz, r6
dp3_sat r9.y, r2, r7
pow r9.z, r9.y, c1.x
mul r9.z, r9.z, r1.w
mad r8.xyz, r9.x, c4, r8
mad r8.xyz, r9.z, c5, r8
add r8.xyz, r8, c6
mul r0.xyz, r0, r8
mov oC0, r0
