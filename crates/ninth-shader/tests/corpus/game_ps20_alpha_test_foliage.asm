// Foliage: alpha-tested texture with texkill, translucency and two-colour lighting.
ps_2_0
def c0, 0.5, 0.0, 1.0, 0.0
dcl t0.xy
dcl t1.xyz
dcl v0
dcl_2d s0
texld r0, t0, s0
add r1, r0.w, -c0.x
texkill r1
nrm r2.xyz, t1
dp3 r3.x, r2, c1
max r3.y, r3.x, c0.y
max r3.z, -r3.x, c0.y
mul r4.xyz, r3.y, c2
mad r4.xyz, r3.z, c3, r4
add r4.xyz, r4, v0
mul r0.xyz, r0, r4
mov r0.w, c0.z
mov oC0, r0
