// expect: d3d_vface = vec4(select(-1.0, 1.0, front));
ps_3_0
def c0, 0.5, 0.0, 1.0, -1.0
dcl vPos.xy
dcl vFace
dcl_texcoord v0.xy
mul r0.xy, vPos, c0.x
frc r0.xy, r0
cmp r1, vFace, c0.z, c0.w
if_lt vFace, c0.y
mov r0.z, c0.z
else
mov r0.z, c0.y
endif
mad r0.w, r1.x, c0.x, c0.x
add r0.xy, r0, v0
mov oC0, r0
