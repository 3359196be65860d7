// texbeml next to an independent dependent chain: a luminance-corrected bump environment (t1 from the du/dv/l map t0) plus a palette texel (t3) addressed by the alpha and red of t2.
ps_1_2
tex t0
texbeml t1, t0
tex t2
texreg2ar t3, t2
mad r0, t1, v0, t3
