ps_2_0
dcl_centroid t0.xy
dcl_pp t1
dcl_centroid_pp t2
dcl v0.xyz
dcl_pp v1
dcl_2d s0
texld r0, t0, s0
mul r0.xyz, r0, v0
mad r0, t1, v1, r0
add r0, r0, t2
mov oC0, r0
