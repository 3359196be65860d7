ps_3_0
dcl_texcoord_pp v0
dcl_color_pp v1
dcl_2d s0
texld_pp r0, v0, s0
mul_pp r0, r0, v1
nrm_pp r1.xyz, v0
dp3_sat_pp r1.w, r1, v1
mad_pp r0.xyz, r0, r1.w, v1
mov_pp oC0, r0
