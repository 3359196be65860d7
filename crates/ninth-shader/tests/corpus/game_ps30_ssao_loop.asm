// Screen-space ambient occlusion: 8 samples at offsets c[aL+20] around the pixel, depth
// compared with a range check, result to one channel.
ps_3_0
def c0, 0.0, 1.0, 0.125, 0.0
def c1, 0.02, 10.0, 0.0, 0.0
defi i0, 8, 0, 1, 0
dcl_texcoord v0.xy
dcl_2d s0
dcl_2d s1
mov r0.xy, v0
mov r0.zw, c0.x
texldl r1, r0, s0
mov r2, c0.x
loop aL, i0
mad r3.xy, c[aL + 20], c1.x, v0
mov r3.zw, c0.x
texldl r4, r3, s0
add r5.x, r1.x, -r4.x
mul_sat r5.y, r5.x, c1.y
cmp r5.z, r5.x, r5.y, c0.x
add r2.x, r2.x, r5.z
endloop
mad r2.x, r2.x, -c0.z, c0.y
texld r6, v0, s1
mul r6.xyz, r6, r2.x
mov oC0, r6
