vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
defi i3, 2, 0, 0, 0
defb b1, true
mov r0, c91
rep i3
mul r0, r0, c90.x
endrep
if b1
add r0, r0, v1
else
sub r0, r0, v1
endif
if b2
mov r0.w, c90.z
endif
mov oD0, r0
