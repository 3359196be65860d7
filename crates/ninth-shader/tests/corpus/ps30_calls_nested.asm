ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
mov r0, v2
call l0
callnz l1, b0
callnz l2, !b1
mov oC0, r0
ret
label l0
add r0, r0, c0.y
call l1
ret
label l1
mul r0, r0, c0.z
call l2
ret
label l2
mad r0.xyz, r0, c0.x, c0.y
call l3
ret
label l3
frc r0.w, r0.w
ret
