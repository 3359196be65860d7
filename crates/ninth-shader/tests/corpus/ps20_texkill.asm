// expect: if any((t0 < vec4(0.0))) { d3d_kill = true; }
ps_2_0
def c0, 0.5, 0.5, 0.5, 0.5
dcl t0
dcl t1.xy
dcl_2d s0
texkill t0
sub r0, t1.xyyy, c0
texkill r0
texld r1, t1, s0
mov oC0, r1
