// Writes depth = z/w from a texcoord to oDepth and to colour (shadow map pass).
ps_3_0
def c0, 0.0, 1.0, 0.0, 0.0
dcl_texcoord v0.xy
rcp r0.x, v0.y
mul r0.x, v0.x, r0.x
mov oDepth, r0.x
mov oC0, r0.x
