vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov r0, c91
rcp r1.x, v2.x
rsq r1.y, v2.y
rcp r1.z, c90.w
rsq r1.w, -c90.w
rsq r2, v1.z
mul r0, r1, r2
mov oD0, r0
mov oT0.xy, r1.zwzw
