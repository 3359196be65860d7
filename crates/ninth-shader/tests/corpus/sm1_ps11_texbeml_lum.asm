// texbeml: bump environment mapping with luminance correction (scale and offset of stage 1 applied to t0's blue), tinted by the diffuse colour.
ps_1_1
tex t0
texbeml t1, t0
mul r0, t1, v0
