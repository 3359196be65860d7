// D3D9 numeric rules: rcp/rsq/log of 0, pow with a negative base, exp/log of edge values.
vs_2_x
def c0, 0.0, -2.0, 0.5, -0.0
def c1, 1.0e+30, -1.0e+30, 1.0e-30, 3.0
dcl_position v0
mov oPos, v0
rcp r0.x, c0.x
rsq r0.y, c0.x
log r0.z, c0.x
pow r0.w, c0.y, c1.w
rcp r1.x, c0.w
rsq r1.y, c0.y
log r1.z, c0.y
exp r1.w, c1.y
mul r2, r0, c1.z
mad r2, r1, c1.z, r2
mov oD0, r2
mov oT0, r0
mov oT1, r1
