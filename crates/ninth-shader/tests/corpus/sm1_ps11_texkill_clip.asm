// User clip plane with texkill: the distances in texture coordinate set 3 kill the pixel when negative; base texture times diffuse.
ps_1_1
tex t0
texkill t3
mul r0, t0, v0
