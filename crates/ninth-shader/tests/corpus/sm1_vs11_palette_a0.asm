// Material palette through a0: a D3DCOLOR index scaled by 765.005859 (UBYTE4 times 3) plus the base 30 with one mad, then c[a0.x], c[a0.x + 1] and c[a0.x + 2] as diffuse, specular and emissive.
vs_1_1
def c20, 765.005859, 0.0, 1.0, 30.0
dcl_position v0
dcl_normal v1
dcl_color v2
m4x4 oPos, v0, c0
mad r0.x, v2.z, c20.x, c20.w
mov a0.x, r0.x
m3x3 r1.xyz, v1, c4
dp3 r2.x, r1, c8
max r2.x, r2.x, c20.y
mul r3, r2.x, c[a0.x]
add oD0, r3, c[a0.x + 2]
mul oD1, r2.x, c[a0.x + 1]
