// Light-mapped surface: base times light map with _x2 (modulate2x), a signed detail texture added through _bias, specular colour added with _sat, alpha from the base via co-issue.
ps_1_1
tex t0
tex t1
tex t2
mul_x2 r0.rgb, t0, t1
+mov r0.a, t0
add r0.rgb, r0, t2_bias
add_sat r0.rgb, r0, v1
