// expect: r2 = vec4f(1.0, (r0.y * r1.y), r0.z, r1.w);
vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
dp3 r0, v1, v1
rsq r1, r0.x
mul r0, r0, r1
dst r2, r0, r1
dst r3.xw, c4, c5
mov r3.yz, c90
mov oT0, r2
mov oT1, r3
