ps_2_x
def c0, 0.5, 0.25, 0.75, 1.0
dcl t0
dcl v0
mov r0, v0
setp_eq p0.x, t0.x, c0.x
call l0
callnz l1, b1
callnz l2, p0.x
callnz l2, !p0.x
mov oC0, r0
ret
label l0
mul r0, r0, c0.x
ret
label l1
add r0.xyz, r0, c1
ret
label l2
mad r0.w, t0.w, c0.y, r0.w
ret
