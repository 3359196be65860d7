ps_2_0
def c0, 2.0, -1.0, 0.5, 0.0
dcl t0.xy
dcl_2d s0
dcl_2d s1
dcl_2d s2
dcl_2d s3
texld r0, t0, s0
mad r1, r0, c0.x, c0.y
texld r2, r1, s1
mul r3, r2, c0.z
texld r4, r3, s2
add r5, r4, r2
texld r6, r5, s3
mov oC0, r6
