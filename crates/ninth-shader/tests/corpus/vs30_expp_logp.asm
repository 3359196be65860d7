vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_color o1
m4x4 o0, v0, c0
expp r0, v2.x
logp r1.x, v2.y
expp r1.y, v2_abs.z
logp r1.zw, -c91.z
add o1, r0, r1
