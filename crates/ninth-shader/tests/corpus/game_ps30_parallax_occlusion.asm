// Parallax occlusion mapping: linear search in a loop with break, then lighting.
ps_3_0
def c0, 0.0, 1.0, 0.0625, 16.0
def c1, 2.0, -1.0, 0.05, 0.5
defi i0, 16, 0, 1, 0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xyz
dcl_texcoord2 v2.xyz
dcl_2d s0
dcl_2d s1
dcl_2d s2
nrm r0.xyz, v1
rcp r0.w, r0.z
mul r1.xy, r0, r0.w
mul r1.xy, r1, c1.z
mul r1.xy, r1, c0.z
dsx r2.xy, v0
dsy r3.xy, v0
mov r4.xy, v0
mov r4.z, c0.y
mov r5, c0.x
loop aL, i0
texldd r6, r4, s1, r2, r3
break_ge r6.w, r4.z
add r4.xy, r4, -r1
add r4.z, r4.z, -c0.z
endloop
texld r7, r4, s0
texld r8, r4, s2
mad r8.xyz, r8, c1.x, c1.y
nrm r9.xyz, r8
nrm r10.xyz, v2
dp3_sat r11.x, r9, r10
add r12.xyz, r10, r0
nrm r13.xyz, r12
dp3_sat r11.y, r9, r13
pow r11.z, r11.y, c2.w
mad r14.xyz, r11.x, c2, c3
mul r7.xyz, r7, r14
mad r7.xyz, r11.z, c4, r7
mov oC0, r7
