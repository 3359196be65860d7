// Sphere-map texgen: the view-space reflection R = E - 2(N.E)N, m = 2 sqrt(Rx^2 + Ry^2 + (Rz + 1)^2), oT0.xy = R.xy / m + 0.5.
vs_1_1
def c12, 0.0, 0.0, 1.0, 0.5
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
m3x3 r1.xyz, v1, c4
dp3 r0.w, r0, r0
rsq r0.w, r0.w
mul r0.xyz, r0.xyz, r0.w
dp3 r2.x, r1, r0
add r2.x, r2.x, r2.x
mad r3.xyz, r1.xyz, -r2.x, r0.xyz
add r4.xyz, r3.xyz, c12.xyz
dp3 r4.w, r4, r4
rsq r4.w, r4.w
mul r4.w, r4.w, c12.w
mad oT0.xy, r3.xy, r4.w, c12.w
mov oD0, c14
