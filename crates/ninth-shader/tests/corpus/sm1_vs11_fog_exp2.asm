// Exponential-squared fog: (density * w)^2 times log2(e), negated into exp (full precision), clamped to 1 and written to oFog; both vertex colours and a 4D texture coordinate passed on.
vs_1_1
def c12, 1.442695, 1.0, 0.0, 0.0
dcl_position v0
dcl_color0 v1
dcl_color1 v2
dcl_texcoord0 v3
m4x4 r0, v0, c0
mov oPos, r0
mul r1.x, r0.w, c8.x
mul r1.x, r1.x, r1.x
mul r1.x, r1.x, c12.x
exp r1.y, -r1.x
min r1.y, r1.y, c12.y
mov oFog, r1.y
mov oD0, v1
mov oD1, v2
mov oT0, v3
