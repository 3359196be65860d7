// Separable blur with a loop over taps whose offsets and weights live in c[aL+16].
ps_3_0
def c0, 0.0, 1.0, 0.0, 0.0
defi i0, 13, 0, 1, 0
dcl_texcoord v0.xy
dcl_2d s0
mov r0, c0.x
loop aL, i0
add r1.xy, v0, c[aL + 16]
texld r2, r1, s0
mad r0, r2, c[aL + 16].z, r0
endloop
mov oC0, r0
