ps_2_0
def c20, 0.5, -1.5, 2.0, 0.0
def c21, 1.0, 0.25, -0.75, 4.0
dcl t0
dcl t1.xy
dcl v0
add r0, t0, c0
sub r1, v0, -c1
mul r2, r0, r1.x
mad r3, r2, c2, -r1
mad_sat r3.w, t1.x, c21.y, r3.w
mov oC0, r3
