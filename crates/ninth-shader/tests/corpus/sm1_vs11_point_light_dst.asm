// Point light with distance attenuation: dst builds (1, d, d*d, 1/d), dp3 with the attenuation factors in c10 and rcp give the falloff that scales N.L; ambient added.
vs_1_1
def c20, 0.0, 0.0, 0.0, 0.0
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c4
sub r2.xyz, c8, r0
dp3 r2.w, r2, r2
rsq r3.w, r2.w
mul r2.xyz, r2.xyz, r3.w
dst r4, r2.wwww, r3.wwww
dp3 r4.w, r4, c10
rcp r4.w, r4.w
dp3 r5.x, r1, r2
max r5.x, r5.x, c20.x
mul r5.x, r5.x, r4.w
mul r6, r5.x, c9
add oD0, r6, c11
