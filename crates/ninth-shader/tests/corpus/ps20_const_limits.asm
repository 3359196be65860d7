ps_2_0
def c31, 1.0, 1.0, 1.0, 1.0
dcl t7
dcl v1
mov r11, c31
mad r10, t7, c30, r11
mul r9, v1, c29.w
add r11, r10, r9
mov oC0, r11
