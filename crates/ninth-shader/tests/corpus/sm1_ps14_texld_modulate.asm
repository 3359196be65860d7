// ps_1_4 without a phase marker (all of it phase 2): texld from t0 and t1 (samplers by destination number), modulated together and by diffuse, specular added with _sat.
ps_1_4
texld r0, t0
texld r1, t1
mul r0, r0, r1
mul r0, r0, v0
add_sat r0.rgb, r0, v1
