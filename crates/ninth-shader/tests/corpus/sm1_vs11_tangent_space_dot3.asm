// Dot3 bump setup: the light direction rotated into tangent space (dp3 with tangent, binormal, normal) and compressed to [0, 1] into oD0, the half vector likewise into oD1, base and normal-map coordinates.
vs_1_1
def c12, 0.5, 0.5, 0.5, 1.0
dcl_position v0
dcl_normal v1
dcl_tangent v2
dcl_binormal v3
dcl_texcoord v4
m4x4 oPos, v0, c0
sub r0.xyz, c8, v0
dp3 r0.w, r0, r0
rsq r0.w, r0.w
mul r0.xyz, r0.xyz, r0.w
dp3 r1.x, v2, r0
dp3 r1.y, v3, r0
dp3 r1.z, v1, r0
mad oD0.xyz, r1, c12, c12
mov oD0.w, c12.w
sub r2.xyz, c9, v0
dp3 r2.w, r2, r2
rsq r2.w, r2.w
mad r2.xyz, r2.xyz, r2.w, r0.xyz
dp3 r2.w, r2, r2
rsq r2.w, r2.w
mul r2.xyz, r2.xyz, r2.w
dp3 r3.x, v2, r2
dp3 r3.y, v3, r2
dp3 r3.z, v1, r2
mad oD1.xyz, r3, c12, c12
mov oD1.w, c12.w
mov oT0.xy, v4
mov oT1.xy, v4
