ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
mov oC0, v2
mov oC1, v0
mul r0, v2, c0.x
mov oC2, r0
mad oC3, v1.xyxy, c0.z, c0.w
