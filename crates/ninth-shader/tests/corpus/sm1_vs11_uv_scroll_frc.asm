// Animated UVs: the time offset wrapped with frc (.xy and .y forms), floor(x) as x - frc(x) selecting a cell of a 4x4 sprite sheet.
vs_1_1
def c12, 0.25, 0.25, 4.0, 0.0
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
mov r0, c8
frc r1.xy, r0
add oT0.xy, v1, r1
mul r2.x, r0.z, c12.z
frc r2.y, r2.x
sub r2.z, r2.x, r2.y
mul r3.x, r2.z, c12.x
mov r3.y, c12.w
mad oT1.xy, v1, c12, r3
mov oD0, c10
