// expect: let _e = dpdx(t0); r0 = _e;
// expect: let _e = dpdy(t0.yxwz); r1 = _e;
ps_2_x
dcl t0
dsx r0, t0
dsy r1, t0.yxwz
dsx_pp r2.xy, -t0
dsy r2.zw, t0
add r0, r0, r1
add r0, r0, r2
mov oC0, r0
