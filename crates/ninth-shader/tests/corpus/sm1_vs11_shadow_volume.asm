// Shadow-volume extrusion: vertices whose normal faces away from the light (slt on N.L) are pushed along the normalised light-to-vertex direction by c9.x.
vs_1_1
def c12, 0.0, 1.0, 0.0, 0.0
dcl_position v0
dcl_normal v1
sub r0.xyz, v0, c8
dp3 r1.x, v1, -r0
slt r1.y, r1.x, c12.x
dp3 r0.w, r0, r0
rsq r0.w, r0.w
mul r0.xyz, r0.xyz, r0.w
mul r2.xyz, r0.xyz, c9.x
mul r2.xyz, r2.xyz, r1.y
add r3.xyz, v0, r2
mov r3.w, c12.y
m4x4 oPos, r3, c0
mov oD0, c10
