// expect: a0.x = i32(floor((r0.x + 0.5)));
// expect: let _e = d3d_c_rel((a0.x + 20)); let _e = d3d_c_rel((a0.x + 21)); let _e = d3d_c_rel((a0.x + 22)); let _e = vec3f(dot(v0, _e), dot(v0, _e), dot(v0, _e));
// expect: let l10 = saturate(oD0);
// Four-bone skinning with 3x4 bone matrices from c20 up (3 registers per bone), D3DCOLOR
// indices scaled by 765.01 (D3DCOLORtoUBYTE4), one directional light, linear fog and two
// texture coordinate sets.
vs_2_0
def c0, 765.01001, 1.0, 0.0, 0.5
def c1, 3.0, 0.0, 0.0, 0.0
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
dcl_normal v3
dcl_texcoord0 v4
dcl_texcoord1 v5
// indices * 3 -> a0
mul r0, v2.zyxw, c0.x
mul r0, r0, c1.x
// weights: w3 = 1 - w0 - w1 - w2
dp3 r1.x, v1, c0.y
add r1.w, c0.y, -r1.x
// bone 0
mova a0.x, r0.x
m4x3 r2.xyz, v0, c[a0.x + 20]
m3x3 r3.xyz, v3, c[a0.x + 20]
mul r4.xyz, r2, v1.x
mul r5.xyz, r3, v1.x
// bone 1
mova a0.x, r0.y
m4x3 r2.xyz, v0, c[a0.x + 20]
m3x3 r3.xyz, v3, c[a0.x + 20]
mad r4.xyz, r2, v1.y, r4
mad r5.xyz, r3, v1.y, r5
// bone 2
mova a0.x, r0.z
m4x3 r2.xyz, v0, c[a0.x + 20]
m3x3 r3.xyz, v3, c[a0.x + 20]
mad r4.xyz, r2, v1.z, r4
mad r5.xyz, r3, v1.z, r5
// bone 3
mova a0.x, r0.w
m4x3 r2.xyz, v0, c[a0.x + 20]
m3x3 r3.xyz, v3, c[a0.x + 20]
mad r4.xyz, r2, r1.w, r4
mad r5.xyz, r3, r1.w, r5
mov r4.w, c0.y
// clip position (view-projection in c2-c5)
dp4 oPos.x, r4, c2
dp4 oPos.y, r4, c3
dp4 r6.z, r4, c4
dp4 r6.w, r4, c5
mov oPos.zw, r6
// normalise the blended normal
dp3 r5.w, r5, r5
rsq r5.w, r5.w
mul r5.xyz, r5, r5.w
// N.L diffuse plus ambient (light direction c6, colour c7, ambient c8)
dp3 r7.x, r5, -c6
max r7.x, r7.x, c0.z
mad r8.xyz, r7.x, c7, c8
mov r8.w, c7.w
mov oD0, r8
// specular (eye position c9, power c10.x)
add r9.xyz, c9, -r4
nrm r10.xyz, r9
add r11.xyz, r10, -c6
nrm r9.xyz, r11
dp3 r7.y, r5, r9
max r7.y, r7.y, c0.z
pow r7.z, r7.y, c10.x
mul oD1.xyz, r7.z, c11
mov oD1.w, c0.y
// linear fog from view depth (c12.x = end, c12.y = 1/(end-start))
add r7.w, c12.x, -r6.w
mul oFog, r7.w, c12.y
mov oT0.xy, v4
mad oT1.xy, v5, c13, c13.zwzw
