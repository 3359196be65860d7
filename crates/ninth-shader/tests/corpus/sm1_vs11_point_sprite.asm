// Point sprites: the per-vertex size (dcl_psize) scaled by sqrt(1 / (A + B d + C d^2)) via dst, dp3 with c8 and rsq, clamped to [c9.x, c9.y] and written to oPts.
vs_1_1
dcl_position v0
dcl_psize v1
dcl_color v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
dp3 r0.w, r0, r0
rsq r1.w, r0.w
dst r2, r0.wwww, r1.wwww
dp3 r3.x, r2, c8
rsq r3.x, r3.x
mul r3.x, r3.x, v1.x
max r3.x, r3.x, c9.x
min r3.x, r3.x, c9.y
mov oPts, r3.x
mov oD0, v2
