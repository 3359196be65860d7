vs_3_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_color o1
defi i0, 5, 0, 1, 0
defi i1, 3, 0, 0, 0
defb b0, true
m4x4 o0, v0, c0
mov r0, c90.w
loop aL, i0
add r0, r0, c[aL + 10]
if_gt r0.x, c91.w
break
endif
setp_lt p0.x, r0.y, c90.x
(p0.x) add r0.y, r0.y, c91.y
breakp !p0.x
endloop
rep i1
if b0
mul r0, r0, c90.x
else
callnz l3, b1
endif
break_ge r0.w, c91.x
endrep
call l3
mov o1, r0
ret
label l3
mad r0, r0, c91.y, c91.x
ret
