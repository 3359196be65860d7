ps_3_0
dcl_texcoord0 v0
dcl_texcoord7 v1.xy
dcl_color0 v2
dcl_color1 v3.xyz
dcl_normal v4.xyz
dcl_tangent v5
dcl_binormal v6.xyz
dcl_fog v7.x
dcl_psize v8.x
dcl_blendweight v9
dcl_texcoord3_centroid v10
dcl_depth v11.x
add r0, v0, v2
add r0.xy, r0, v1
add r0.xyz, r0, v3
add r0.xyz, r0, v4
add r0, r0, v5
add r0.xyz, r0, v6
add r0.x, r0.x, v7.x
add r0.y, r0.y, v8.x
add r0, r0, v9
add r0, r0, v10
add r0.z, r0.z, v11.x
mov oC0, r0
