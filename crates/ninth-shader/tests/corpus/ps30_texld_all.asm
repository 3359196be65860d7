ps_3_0
def c0, 0.0, 0.0, 0.0, 2.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xyz
dcl_2d s0
dcl_cube s1
dcl_volume s2
dcl_2d s15
texld r0, v0, s0
texldp r1, v0, s0
texldb r2, v0, s15
mov r3.xyz, v1
mov r3.w, c0.w
texldl r4, r3, s1
texldl r5, r3, s2
texld r6, v1, s1
texld r7, v1, s2
dsx r8, v0
dsy r9, v0
texldd r10, v0, s0, r8, r9
texldd r11, v1, s1, r8, r9
texld r12.xy, v0, s0
texld_pp r13.w, v0.yxzw, s0
texldl r14.xyz, r3, s2
add r0, r0, r1
add r0, r0, r2
add r0, r0, r4
add r0, r0, r5
add r0, r0, r6
add r0, r0, r7
add r0, r0, r10
add r0, r0, r11
add r0.xy, r0, r12
add r0.w, r0.w, r13.w
add r0.xyz, r0, r14
mov oC0, r0
