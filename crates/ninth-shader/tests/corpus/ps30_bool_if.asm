ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
defb b0, true
defb b1, false
mov r0, v2
if b0
mul r0, r0, c0.x
if b1
add r0, r0, c0.y
else
if !b2
sub r0, r0, c0.y
endif
endif
endif
mov oC0, r0
