ps_1_3
tex t0
texreg2gb t1, t0
texm3x2pad t2, t0_bx2
texm3x2depth t3, t0_bx2
add r0, t1, t0
mul r0, r0, v0
