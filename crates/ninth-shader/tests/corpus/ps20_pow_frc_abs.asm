ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
pow r0.x, t0.x, c20.z
pow r0.y, -t0.y, c21.x
pow r0.zw, c20.w, t1.x
frc r1, t0
frc r1.w, -v0.w
abs r2, -t0
add r0, r0, r1
add r0, r0, r2
mov oC0, r0
