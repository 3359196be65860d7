// Every matrix macro: m4x4 into oPos, m4x3 world position, m3x3 world normal, m3x4 of the normal into a 4-vector, m3x2 texture transform of a 3-component texcoord.
vs_1_1
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c4
m3x4 r2, v1, c8
m3x2 r3.xy, v2, c12
mov oT0.xy, r3
mov oT1, r2
add oT2.xyz, r0, r1
mov oD0, c14
