// Branch-free selection with sge/slt: step masks for N.L >= 0 and < 0 choose front and back colours, sign as their difference, abs via max(x, -x), clamping with min/max.
vs_1_1
def c12, 0.0, 1.0, -1.0, 0.5
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
m3x3 r0.xyz, v1, c4
dp3 r0.w, r0, c8
sge r1, r0.w, c12.x
slt r2, r0.w, c12.x
sub r3, r1, r2
max r4.x, r0.w, -r0.w
mul r5, r1, c9
mad r5, r2, c10, r5
mul r5, r5, r4.x
min r5, r5, c12.y
max r5, r5, c12.x
mov oD0, r5
mad oT0, r3, c12.w, c12.w
