ps_2_0
def c0, 1.0, 0.5, 0.25, 0.0
dcl t0
dcl v0
dcl v1
mov oC0, v0
mov oC1, v1
mul r0, t0, c0.y
mov oC2, r0
mov oC3, c0
mov oDepth, t0.z
