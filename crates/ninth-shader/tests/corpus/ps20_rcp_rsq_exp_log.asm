ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
rcp r0.x, t0.x
rsq r0.y, t0.y
exp r0.z, -t1.x
log r0.w, t1.y
rcp r1, c20.w
rsq r2, -c20.w
log r3, c20.w
add r0, r0, r1
add r0, r0, r2
add r0, r0, r3
mov oC0, r0
