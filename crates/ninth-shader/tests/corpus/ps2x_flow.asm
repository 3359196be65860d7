ps_2_x
def c0, 0.5, 0.25, 0.75, 1.0
defi i0, 4, 0, 0, 0
defb b0, true
dcl t0
dcl v0
mov r0, v0
rep i0
add r0.x, r0.x, c0.y
if_ge r0.x, c0.w
break
endif
endrep
if b0
mul r0.y, r0.y, c0.x
else
add r0.y, r0.y, c0.x
endif
if_ne t0.x, t0.y
mov r0.z, c0.z
endif
rep i1
break_lt r0.w, c0.x
add r0.w, r0.w, -c0.y
endrep
mov oC0, r0
