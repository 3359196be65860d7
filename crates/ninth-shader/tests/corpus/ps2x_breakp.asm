ps_2_x
def c0, 0.5, 0.25, 0.75, 1.0
defi i0, 8, 0, 0, 0
dcl t0
mov r0, c0.y
rep i0
add r0, r0, c0.y
setp_ge p0.x, r0.x, t0.x
breakp p0.x
setp_lt p0.y, r0.y, c0.x
breakp !p0.y
endrep
if p0.x
mov r0.w, c0.w
endif
if !p0.y
mov r0.z, c0.z
endif
mov oC0, r0
