// One du/dv map (t0) read by two texbem (t1, t2) with their own stage matrices; after texbem t0 is read only by another texbem; lrp of the two by the diffuse colour.
ps_1_3
tex t0
texbem t1, t0
texbem t2, t0
lrp r0, v0, t1, t2
