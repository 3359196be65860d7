ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
cmp r0, t0, v0, c0
cmp r1, -t0.x, c20.x, c21.x
cmp_sat r1.w, t1.y, c20.w, c21.z
dp2add r2.x, t1, c1, c20.x
dp2add r2.y, t0, -c1, t0.w
dp2add_sat r2.zw, v0, v0, c21.z
add r0, r0, r1
mad r0, r2, c20.x, r0
mov oC0, r0
