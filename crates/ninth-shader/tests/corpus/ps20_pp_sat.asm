ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
mul_pp r0, t0, v0
add_sat_pp r1, r0, c0
mad_pp_sat r2, r1, c1, r0
mov_pp r3, r2
rcp_pp r3.x, r2.x
nrm_pp r4.xyz, r3
mov_pp r4.w, c21.x
mov_sat oC0, r4
