// Four-bone skinning with explicit dp4 rows from c[a0.x + 20], c[a0.x + 21], c[a0.x + 22] (indices pre-multiplied by 3), the fourth weight as 1 - dp3(weights, 1), linear fog from the view-space depth.
vs_1_1
def c90, 1.0, 1.0, 1.0, 0.0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_texcoord v3
dp3 r11.w, v1, c90
add r11.w, c90.x, -r11.w
mov r10, v2
mov a0.x, r10.x
dp4 r0.x, v0, c[a0.x + 20]
dp4 r0.y, v0, c[a0.x + 21]
dp4 r0.z, v0, c[a0.x + 22]
mul r1.xyz, r0.xyz, v1.x
mov a0.x, r10.y
dp4 r0.x, v0, c[a0.x + 20]
dp4 r0.y, v0, c[a0.x + 21]
dp4 r0.z, v0, c[a0.x + 22]
mad r1.xyz, r0.xyz, v1.y, r1.xyz
mov a0.x, r10.z
dp4 r0.x, v0, c[a0.x + 20]
dp4 r0.y, v0, c[a0.x + 21]
dp4 r0.z, v0, c[a0.x + 22]
mad r1.xyz, r0.xyz, v1.z, r1.xyz
mov a0.x, r10.w
dp4 r0.x, v0, c[a0.x + 20]
dp4 r0.y, v0, c[a0.x + 21]
dp4 r0.z, v0, c[a0.x + 22]
mad r1.xyz, r0.xyz, r11.w, r1.xyz
mov r1.w, c90.x
m4x4 oPos, r1, c0
dp4 r2.z, r1, c6
mad oFog, r2.z, c7.x, c7.y
mov oT0.xy, v3
