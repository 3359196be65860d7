ps_2_x
dcl t0
dcl t1
dcl_2d s0
mov r0, t0.wzyx
add r1, t1.yzxw, t0.zzxy
mad r2.yw, r1.xxyy, r0.wzzw, c0.yyxx
texld r3, t0, s0
mul r3, r3.bgra, r2
mov oC0, r3
