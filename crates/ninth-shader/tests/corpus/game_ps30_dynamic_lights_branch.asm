// Per-pixel lights with dynamic branches that skip shadowed or back-facing work.
ps_3_0
def c0, 0.0, 1.0, 0.5, 32.0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xyz
dcl_texcoord2 v2.xyz
dcl_texcoord3 v3
dcl_2d s0
dcl_2d s1
texld r0, v0, s0
nrm r1.xyz, v1
nrm r2.xyz, v2
mov r3, c0.x
dp3 r4.x, r1, -c10
if_gt r4.x, c0.x
texldp r5, v3, s1
if_gt r5.x, v3.z
mad r3.xyz, r4.x, c11, r3
add r6.xyz, r2, -c10
nrm r7.xyz, r6
dp3_sat r4.y, r1, r7
pow r4.y, r4.y, c0.w
mad r3.xyz, r4.y, c12, r3
endif
endif
add r3.xyz, r3, c13
mul r0.xyz, r0, r3
mov oC0, r0
