// Row-by-row transform: one dp4 per component of oPos, a 2D texture matrix applied with dp4 into r0.x and r0.y, then oT0.xy, material colour from a constant.
vs_1_1
dcl_position v0
dcl_texcoord v1
dp4 oPos.x, v0, c0
dp4 oPos.y, v0, c1
dp4 oPos.z, v0, c2
dp4 oPos.w, v0, c3
dp4 r0.x, v1, c4
dp4 r0.y, v1, c5
mov oT0.xy, r0
mov oD0, c6
