// Camera-facing billboards: corner offsets in texcoord z/w scaled along the camera right (c8) and up (c9) vectors, alpha faded with distance, colour written to oD0 in two masked parts.
vs_1_1
def c12, 0.0, 1.0, 0.0, 0.0
dcl_position v0
dcl_texcoord v1
dcl_color v2
mul r0.xyz, v1.z, c8
mad r0.xyz, v1.w, c9, r0
add r1.xyz, v0, r0
mov r1.w, c12.y
m4x4 r2, r1, c0
mov oPos, r2
mul r3.w, r2.w, c10.x
min r3.w, r3.w, c12.y
add r3.w, c12.y, -r3.w
mov oD0.xyz, v2
mul oD0.w, v2.w, r3.w
mov oT0.xy, v1
