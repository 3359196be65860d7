// Toon shading: quantised N.L bands with cmp, rim light and a texture.
ps_2_0
def c0, 0.2, 0.5, 0.8, 0.0
def c1, 0.35, 0.65, 1.0, 0.6
dcl t0.xy
dcl t1.xyz
dcl t2.xyz
dcl_2d s0
texld r0, t0, s0
nrm r1.xyz, t1
nrm r2.xyz, t2
dp3 r3.x, r1, c2
add r4, r3.x, -c0
cmp r5.x, r4.x, c1.x, c0.w
cmp r5.y, r4.y, c1.y, r5.x
cmp r5.z, r4.z, c1.z, r5.y
dp3_sat r6.x, r1, r2
add r6.x, c1.z, -r6.x
mul r6.x, r6.x, r6.x
mul r6.x, r6.x, c1.w
mad r7.xyz, r0, r5.z, r6.x
mov r7.w, r0.w
mov oC0, r7
