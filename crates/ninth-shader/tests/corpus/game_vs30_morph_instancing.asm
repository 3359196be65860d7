// Morph targets blended from inputs indexed by aL (v1..v4 weighted by c[aL+40]), then
// per-instance transform from a stream (v5-v7 rows), fog and colour outputs.
vs_3_0
def c100, 0.0, 1.0, 0.0, 0.0
defi i0, 4, 0, 1, 0
dcl_position0 v0
dcl_position1 v1
dcl_position2 v2
dcl_position3 v3
dcl_position4 v4
dcl_texcoord5 v5
dcl_texcoord6 v6
dcl_texcoord7 v7
dcl_normal v8
dcl_color v9
dcl_position o0
dcl_color o1
dcl_fog o2.x
dcl_texcoord o3.xyz
mov r0, v0
loop aL, i0
add r1, v[aL + 1], -v0
mad r0.xyz, r1, c[aL + 40].x, r0
endloop
mov r0.w, c100.y
dp4 r2.x, r0, v5
dp4 r2.y, r0, v6
dp4 r2.z, r0, v7
mov r2.w, c100.y
m4x4 r3, r2, c0
mov o0, r3
dp3 r4.x, v8, v5
dp3 r4.y, v8, v6
dp3 r4.z, v8, v7
nrm r5.xyz, r4
mov o3.xyz, r5
dp3_sat r6.x, r5, -c4
mad o1, r6.x, v9, c5
mad_sat o2.x, r3.w, c6.x, c6.y
