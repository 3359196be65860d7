// Screen-space texture coordinates: the clip position divided by w with rcp and mapped to [0, 1]; the normal normalised with rsq into oT1; nops in between.
vs_1_1
def c12, 0.5, -0.5, 0.5, 1.0
dcl_position v0
dcl_normal v1
m4x4 r0, v0, c0
mov oPos, r0
nop
rcp r1.w, r0.w
mul r2.xy, r0.xy, r1.w
mad oT0.xy, r2.xy, c12.xy, c12.z
nop
dp3 r3.w, v1, v1
rsq r3.w, r3.w
mul oT1.xyz, v1, r3.w
mov oD0, c13
