ps_3_0
dcl_texcoord v0
dcl_texcoord1_centroid v1.xy
dsx r0, v0
dsy r1, v0.yxwz
dsx_pp r2.xy, -v1
dsy r2.zw, v0_abs
add r0, r0, r1
add r0, r0, r2
mov oC0, r0
