// Terrain splatting: weight map plus four detail layers and a light map.
ps_2_0
def c0, 1.0, 0.0, 0.5, 2.0
dcl t0.xy
dcl t1.xy
dcl t2.xy
dcl_2d s0
dcl_2d s1
dcl_2d s2
dcl_2d s3
dcl_2d s4
dcl_2d s5
texld r0, t0, s0
texld r1, t1, s1
texld r2, t1, s2
texld r3, t1, s3
texld r4, t1, s4
texld r5, t2, s5
mul r1, r1, r0.x
mad r1, r2, r0.y, r1
mad r1, r3, r0.z, r1
dp3 r6.x, r0, c0.x
add_sat r6.x, c0.x, -r6.x
mad r1, r4, r6.x, r1
mul r1.xyz, r1, r5
mul r1.xyz, r1, c0.w
mov r1.w, c0.x
mov oC0, r1
