// Base texture with detail texture and light map, everything at partial precision.
ps_2_0
def c0, 2.0, 1.0, 0.5, 0.0
dcl_pp t0.xy
dcl_pp t1.xy
dcl_pp t2.xy
dcl_pp v0
dcl_2d s0
dcl_2d s1
dcl_2d s2
texld_pp r0, t0, s0
texld_pp r1, t1, s1
texld_pp r2, t2, s2
mul_pp r1.xyz, r1, c0.x
mul_pp r0.xyz, r0, r1
mul_pp r0.xyz, r0, r2
mul_pp r0, r0, v0
add_pp r0.xyz, r0, c1
mov_pp oC0, r0
