// Tweening: positions and normals from two streams (dcl_position0/1, dcl_normal0/1) interpolated by c8.x with sub and mad, never more than one input register per instruction.
vs_1_1
dcl_position0 v0
dcl_position1 v1
dcl_normal0 v2
dcl_normal1 v3
dcl_texcoord v4
mov r0, v1
sub r0, r0, v0
mad r0, r0, c8.x, v0
m4x4 oPos, r0, c0
mov r1.xyz, v3
sub r1.xyz, r1, v2
mad r1.xyz, r1, c8.x, v2
dp3 r2.x, r1, c9
max r2.x, r2.x, c8.y
mul r3, r2.x, c10
add oD0, r3, c11
mov oT0.xy, v4
