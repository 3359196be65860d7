ps_3_0
dcl vPos
dcl_color v0
mul r0, vPos, c0
add r0, r0, v0
mov oC0, r0
