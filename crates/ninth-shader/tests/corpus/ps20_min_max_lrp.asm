ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
min r0, t0, v0
max r1, t0, -v0
lrp r2, t1.x, r0, r1
lrp_sat r2.w, c21.y, r0.w, c21.x
max r2.xyz, r2, c20.w
mov oC0, r2
