vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_color o1
dcl_color1 o2
dcl_texcoord0 o3
dcl_texcoord7 o4.xy
dcl_fog o5.x
dcl_psize o6.x
dcl_normal o7.xyz
dcl_tangent o8
dcl_texcoord2 o9
dcl_texcoord3 o10
dcl_blendweight o11
m4x4 o0, v0, c0
mov o1, v1
mov o2, c4
mov o3, v2
mov o4.xy, v2.yx
mov o5.x, v0.z
mov o6.x, c90.z
mov o7.xyz, v1
mov o8, c5
mov o9.zw, v2.xyxy
mov o9.xy, c90
mov o10, v0
mov o11, v1.x
