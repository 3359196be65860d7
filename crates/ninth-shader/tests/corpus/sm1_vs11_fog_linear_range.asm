// Range-based linear fog: the eye distance from dp3/rsq/rcp, fog = (end - d) / (end - start) as one mad with c12.x/c12.y, clamped with max/min, into oFog.
vs_1_1
def c13, 0.0, 1.0, 0.0, 0.0
dcl_position v0
dcl_color v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4
dp3 r0.w, r0, r0
rsq r1.x, r0.w
rcp r1.y, r1.x
mad r1.z, r1.y, c12.x, c12.y
max r1.z, r1.z, c13.x
min r1.z, r1.z, c13.y
mov oFog, r1.z
mov oD0, v1
mov oT0.xy, v2
