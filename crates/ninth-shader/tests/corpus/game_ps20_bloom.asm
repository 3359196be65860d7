// Bloom bright pass plus 9-tap gaussian blur (offsets in c0-c4, weights in c5-c6).
ps_2_0
def c10, 0.2125, 0.7154, 0.0721, 0.0
def c11, 0.7, 3.0, 1.0, 0.0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
mul r0, r0, c5.x
add r1.xy, t0, c0
add r2.xy, t0, -c0
texld r1, r1, s0
texld r2, r2, s0
add r1, r1, r2
mad r0, r1, c5.y, r0
add r1.xy, t0, c1
add r2.xy, t0, -c1
texld r1, r1, s0
texld r2, r2, s0
add r1, r1, r2
mad r0, r1, c5.z, r0
add r1.xy, t0, c2
add r2.xy, t0, -c2
texld r1, r1, s0
texld r2, r2, s0
add r1, r1, r2
mad r0, r1, c5.w, r0
add r1.xy, t0, c3
add r2.xy, t0, -c3
texld r1, r1, s0
texld r2, r2, s0
add r1, r1, r2
mad r0, r1, c6.x, r0
dp3 r3.x, r0, c10
add r3.y, r3.x, -c11.x
max r3.y, r3.y, c10.w
mul r3.y, r3.y, c11.y
rcp r3.z, r3.x
mul r3.y, r3.y, r3.z
mul_sat r0.xyz, r0, r3.y
mov r0.w, c11.z
mov oC0, r0
