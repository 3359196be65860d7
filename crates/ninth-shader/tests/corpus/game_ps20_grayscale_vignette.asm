// Post-process: luminance, sepia tint, vignette from the distance to the centre, contrast.
ps_2_0
def c0, 0.299, 0.587, 0.114, 0.0
def c1, 1.2, 1.0, 0.8, 1.0
def c2, 0.5, 0.5, 1.4, 0.5
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
dp3 r1.x, r0, c0
mul r2.xyz, r1.x, c1
add r3.xy, t0, -c2
dp2add r3.z, r3, r3, c0.w
mad_sat r3.w, r3.z, -c2.z, c1.w
mul r2.xyz, r2, r3.w
add r2.xyz, r2, -c2.w
mad r2.xyz, r2, c3.x, c2.w
lrp r4.xyz, c3.y, r2, r0
mov r4.w, r0.w
mov oC0, r4
