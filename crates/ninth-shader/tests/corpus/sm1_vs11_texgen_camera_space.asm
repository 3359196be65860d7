// Texgen-like outputs: camera-space position into oT0.xyz, projective spot-light coordinates with m4x4 into oT1, camera-space normal into oT2.xyz, reflection vector for a cube map into oT3.xyz.
vs_1_1
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
mov oT0.xyz, r0
m4x4 oT1, v0, c8
m3x3 r1.xyz, v1, c4
mov oT2.xyz, r1
dp3 r2.x, r0, r0
rsq r2.x, r2.x
mul r3.xyz, r0.xyz, r2.x
dp3 r2.y, r1, r3
add r2.y, r2.y, r2.y
mad oT3.xyz, r1.xyz, -r2.y, r3.xyz
mov oD0, c12
