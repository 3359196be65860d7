// Relative reads that leave the declared range on purpose (a0 from an input): the
// translator must return 0 for registers outside c0-c255 instead of reading garbage.
vs_2_0
def c0, 0.0, 1.0, 300.0, -20.0
dcl_position v0
dcl_texcoord v1
mova a0.x, v1.x
mov r0, c[a0.x + 250]
mova a0.y, c0.z
add r0, r0, c[a0.y]
mova a0.z, c0.w
add r0, r0, c[a0.z + 4]
mov oPos, v0
mov oD0, r0
