ps_2_0
def c0, 0.5, 0.0, 1.0, 0.0
dcl t0
mad_sat r0.x, t0.z, c0.x, c0.x
mov oDepth, r0.x
mov oC0, t0
