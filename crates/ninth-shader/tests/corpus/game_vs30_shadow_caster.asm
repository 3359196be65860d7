// Shadow caster: light-space position and depth for a depth-as-colour shadow map.
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1.xy
m4x4 r0, v0, c0
mov o0, r0
mov o1.xy, r0.zw
