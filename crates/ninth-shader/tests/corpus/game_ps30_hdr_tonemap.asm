// HDR tone mapping: average log luminance from a 1x1 texture, exposure, Reinhard with white
// point, gamma via log/exp, dithering from vPos.
ps_3_0
def c0, 0.2125, 0.7154, 0.0721, 0.0001
def c1, 0.18, 1.0, 0.45454547, 0.00390625
def c2, 12.9898, 78.233, 43758.547, 0.0
dcl vPos.xy
dcl_texcoord v0.xy
dcl_2d s0
dcl_2d s1
texld r0, v0, s0
mov r1, c2.w
texldl r1, r1, s1
dp3 r2.x, r0, c0
add r2.y, r1.x, c0.w
rcp r2.y, r2.y
mul r2.z, r2.x, c1.x
mul r2.z, r2.z, r2.y
mul r2.w, c3.x, c3.x
rcp r2.w, r2.w
mad r3.x, r2.z, r2.w, c1.y
mul r3.x, r3.x, r2.z
add r3.y, r2.z, c1.y
rcp r3.y, r3.y
mul r3.x, r3.x, r3.y
add r2.x, r2.x, c0.w
rcp r2.x, r2.x
mul r3.x, r3.x, r2.x
mul r4.xyz, r0, r3.x
log r5.x, r4.x
log r5.y, r4.y
log r5.z, r4.z
mul r5.xyz, r5, c1.z
exp r6.x, r5.x
exp r6.y, r5.y
exp r6.z, r5.z
dp2add r7.x, vPos, c2, c2.w
sincos r8.y, r7.x
mul r8.x, r8.y, c2.z
frc r8.x, r8.x
mad r6.xyz, r8.x, c1.w, r6
mov r6.w, c1.y
mov oC0, r6
