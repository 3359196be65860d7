ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
def c22, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c23, -0.020833334, -0.125, 1.0, 0.5
mad r0.x, t1.x, c21.w, c20.y
sincos r1.xy, r0.x, c22, c23
sincos r2.x, t1.y, c22, c23
sincos r2.y, r0.x, c22, c23
mov r1.zw, c20
mov r2.zw, c21
add r1, r1, r2
mov oC0, r1
