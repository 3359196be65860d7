// Fixed-function-style lighting: up to 8 directional lights with rep, predicated specular.
vs_2_x
def c0, 0.0, 1.0, 0.5, 0.0
defi i0, 8, 0, 0, 0
dcl_position v0
dcl_normal v1
dcl_color v2
dcl_texcoord v3
m4x4 oPos, v0, c4
m4x3 r0.xyz, v0, c8
m3x3 r1.xyz, v1, c8
nrm r2.xyz, r1
add r3.xyz, -r0, c0.x
nrm r4.xyz, r3
mov r5, c12
mov r6, c0.x
mov r7.x, c0.x
rep i0
mova a0.x, r7.x
dp3 r8.x, r2, -c[a0.x + 20]
max r8.x, r8.x, c0.x
mad r5.xyz, r8.x, c[a0.x + 21], r5
add r9.xyz, r4, -c[a0.x + 20]
nrm r10.xyz, r9
dp3 r8.y, r2, r10
setp_gt p0.x, r8.y, c0.x
(p0.x) pow r8.z, r8.y, c13.x
(!p0.x) mov r8.z, c0.x
mad r6.xyz, r8.z, c[a0.x + 22], r6
add r7.x, r7.x, c14.x
endrep
mul oD0, r5, v2
mov oD1, r6
mov oT0, v3
