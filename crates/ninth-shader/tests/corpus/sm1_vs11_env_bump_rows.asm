// Setup for texm3x3vspec: the tangent-to-world rows assembled in temporaries and written whole to oT1-oT3, the world eye vector spread over their w components, base coordinates in oT0.
vs_1_1
dcl_position v0
dcl_normal v1
dcl_tangent v2
dcl_binormal v3
dcl_texcoord v4
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
sub r1.xyz, c8, r0
m3x3 r2.xyz, v2, c4
m3x3 r3.xyz, v3, c4
m3x3 r4.xyz, v1, c4
mov r5.x, r2.x
mov r5.y, r3.x
mov r5.z, r4.x
mov r5.w, r1.x
mov oT1, r5
mov r6.x, r2.y
mov r6.y, r3.y
mov r6.z, r4.y
mov r6.w, r1.y
mov oT2, r6
mov r7.x, r2.z
mov r7.y, r3.z
mov r7.z, r4.z
mov r7.w, r1.z
mov oT3, r7
mov oT0.xy, v4
mov oD0, c12
