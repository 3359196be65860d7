// Texture times vertex colour, fog factor from a texcoord, blended to the fog colour.
ps_2_0
dcl t0.xy
dcl t1.x
dcl v0
dcl_2d s0
texld r0, t0, s0
mul r0, r0, v0
mov_sat r1.x, t1.x
lrp r0.xyz, r1.x, r0, c0
mov oC0, r0
