ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
add r0, v0, c2
sub r1, v2, -c3
mul r2, r0, r1.wzyx
mad r3, r2, c4, -r1
rcp r4.x, v0.x
rsq r4.y, v0_abs.y
exp r4.z, v1.x
log r4.w, v1_abs.y
pow r5, r4.x, c1.y
frc r6, v0
min r7, r3, r6
max r8, r7, -r6_abs
abs r9, r8
nrm r10.xyz, r9
crs r11.xyz, r10, v0
mov r11.w, c0.w
lrp r12, v1.x, r11, r9
cmp r13, -r12_abs, c0, r12
dp2add r14.x, v1, c5, c0.x
dp3 r14.y, r13, v2
dp4 r14.z, r13, v0
sincos r15.x, v1.y
mov r14.w, r15.x
add r0, r12, r14
add r0, r0, r5
mov oC0, r0
