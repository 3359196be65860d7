// Colour grading: the scene colour (t0) addresses a volume LUT with texreg2rgb (t1), and with a _bx2 input a signed offset cube (t2); lrp by the diffuse alpha, offset added with _bias.
ps_1_2
tex t0
texreg2rgb t1, t0
texreg2rgb t2, t0_bx2
lrp r0.rgb, v0.a, t1, t0
+mov r0.a, t0
add_sat r0.rgb, r0, t2_bias
