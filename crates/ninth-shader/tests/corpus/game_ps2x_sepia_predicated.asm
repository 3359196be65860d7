// Post-process with a predicated branch-free threshold and derivative-based edge detection.
ps_2_x
def c0, 0.299, 0.587, 0.114, 0.0
def c1, 1.2, 1.0, 0.8, 0.1
def c2, 4.0, 0.0, 0.0, 1.0
dcl t0.xy
dcl_2d s0
texld r0, t0, s0
dp3 r1.x, r0, c0
dsx r2.x, r1.x
dsy r2.y, r1.x
mul r2.xy, r2, r2
add r2.x, r2.x, r2.y
rsq r2.x, r2.x
rcp r2.x, r2.x
mul r3.xyz, r1.x, c1
setp_gt p0.x, r2.x, c1.w
(p0.x) mul r3.xyz, r3, c2.y
(!p0.x) mad r3.xyz, r2.x, c2.x, r3
mov r3.w, c2.w
mov oC0, r3
