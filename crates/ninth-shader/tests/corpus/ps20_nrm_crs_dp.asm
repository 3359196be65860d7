ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
nrm r0.xyz, t0
nrm r1.xyz, v0
crs r2.xyz, r0, r1
dp3 r3.x, r0, r1
dp4 r3.y, t0, v0
dp3_sat r3.z, -r2, r1
dp4 r3.w, t0, c0
mad r2.w, r3.x, c20.x, r3.y
add r2, r2, r3
mov oC0, r2
