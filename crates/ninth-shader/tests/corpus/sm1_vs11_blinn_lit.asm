// Per-vertex Blinn-Phong: world normal with m3x3, normalised; N.L, N.H and the power (c12.w) fed to lit; diffuse plus ambient to oD0, specular to oD1.
vs_1_1
def c13, 0.0, 0.0, 0.0, 1.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c4
dp3 r1.w, r1, r1
rsq r1.w, r1.w
mul r1.xyz, r1.xyz, r1.w
sub r2.xyz, c8, r0
dp3 r2.w, r2, r2
rsq r2.w, r2.w
mad r3.xyz, r2.xyz, r2.w, c9
dp3 r3.w, r3, r3
rsq r3.w, r3.w
mul r3.xyz, r3.xyz, r3.w
mov r4, c13
dp3 r4.x, r1, c9
dp3 r4.y, r1, r3
mov r4.w, c12.w
lit r5, r4
mul r6, r5.y, c10
add oD0, r6, c11
mul oD1, r5.z, c12
mov oT0.xy, v2
