// Deferred-style accumulation of up to i0.x point lights from constant arrays indexed by aL
// (position at c[aL+10], colour at c[aL+42]), writes colour and normal/depth to MRT.
ps_3_0
def c0, 0.0, 1.0, 2.0, -1.0
def c1, 0.001, 16.0, 0.5, 0.0
defi i0, 8, 0, 1, 0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xyz
dcl_texcoord2 v2.xyz
dcl_2d s0
dcl_2d s1
texld r0, v0, s0
texld r1, v0, s1
mad r1.xyz, r1, c0.z, c0.w
nrm r2.xyz, r1
mov r3, c0.x
loop aL, i0
add r4.xyz, c[aL + 10], -v1
dp3 r4.w, r4, r4
rsq r5.x, r4.w
mul r4.xyz, r4, r5.x
mul r5.y, r4.w, c[aL + 10].w
add_sat r5.y, c0.y, -r5.y
dp3_sat r5.z, r2, r4
mul r5.z, r5.z, r5.y
setp_gt p0.x, r5.z, c1.x
(p0.x) mad r3.xyz, r5.z, c[aL + 42], r3
endloop
mul r0.xyz, r0, r3
mov oC0, r0
mad oC1.xyz, r2, c1.z, c1.z
mov oC1.w, c0.y
mov oC2, v2.z
