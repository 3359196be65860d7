// Water with texbem: a du/dv ripple map (t0) perturbs the reflection lookup (t1) through stage 1's bump matrix; a base texture (t2) mixed in by the diffuse alpha, tinted by the specular colour.
ps_1_1
tex t0
texbem t1, t0
tex t2
lrp r0.rgb, v0.a, t1, t2
+mov r0.a, v0
mul_x2 r0.rgb, r0, v1
