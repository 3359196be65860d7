ps_2_0
dcl t0
dcl t1
dcl t2.xyz
dcl_2d s0
dcl_2d s1
dcl_cube s2
dcl_volume s3
texld r0, t0, s0
texldp r1, t1, s1
texldb r2, t0, s0
texld r3, t2, s2
texld r4, t2, s3
add r0, r0, r1
add r0, r0, r2
mad r0, r3, c0, r0
mad r0, r4, c1, r0
mov oC0, r0
