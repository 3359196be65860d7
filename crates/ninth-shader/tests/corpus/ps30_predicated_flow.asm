ps_3_0
def c0, 0.5, 0.25, 0.75, 1.0
def c1, 0.0, 2.0, -1.0, 8.0
dcl_texcoord0 v0
dcl_texcoord1 v1.xy
dcl_color v2
defi i0, 4, 0, 0, 0
mov r0, v2
setp_gt p0, v0, c0.x
rep i0
(p0.x) add r0.x, r0.x, c0.y
(!p0.y) mul r0.y, r0.y, c0.x
breakp p0.z
endrep
if p0.w
mov r0.w, c0.w
endif
callnz l2, !p0.x
mov oC0, r0
ret
label l2
mov r0.z, c1.x
ret
