// expect: let _e = vec2f(cos(r0.x), sin(r0.x)); r1 = vec4f(_e.x, _e.y, r1.z, r1.w);
// expect: r2.y = sin(v2.y);
vs_2_0
def c90, 0.5, -1.5, 2.0, 0.0
def c91, 1.0, 0.25, -0.75, 4.0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
def c92, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c93, -0.020833334, -0.125, 1.0, 0.5
mad r0.x, v2.x, c91.w, c90.y
sincos r1.xy, r0.x, c92, c93
sincos r2.x, r0.x, c92, c93
sincos r2.y, v2.y, c92, c93
mov r1.zw, c90
mov r2.zw, c91
mov oD0, r1
mov oT0, r2
