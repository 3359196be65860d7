// exp/log/expp/logp: specular power as exp(16 * log(N.L)); vs_1_1 expp and logp writing all four components (2^floor, fraction, 2^x, 1 and exponent, mantissa, log2, 1) and single ones.
vs_1_1
def c12, 0.0, 1.0, 16.0, 0.5
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m3x3 r0.xyz, v1, c4
dp3 r1.x, r0, c8
max r1.x, r1.x, c12.x
log r1.y, r1.x
mul r1.y, r1.y, c12.z
exp r1.z, r1.y
mul oD0, r1.z, c9
expp r2, v2.x
logp r3, v2.y
add r4.xy, r2.xy, r3.xy
mul r4.zw, r2, r3
mov oT0, r4
expp r5.z, v2.z
logp r5.w, v2.w
mov oT1.xy, r5.zw
