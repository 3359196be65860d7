ps_2_x
dcl t0.xy
dcl_2d s0
dsx r1, t0
dsy r2, t0
mul r1, r1, c0.x
mul r2, r2, c0.x
texldd r0, t0, s0, r1, r2
mov oC0, r0
