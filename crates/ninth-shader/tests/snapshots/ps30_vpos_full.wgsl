diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = d3d_vpos;
    let _e5 = cf[0];
    r0_ = (_e2 * _e5);
    let _e7 = r0_;
    let _e9 = v0_;
    r0_ = (_e7 + _e9);
    let _e12 = r0_;
    oC0_ = _e12;
}

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    d3d_vpos = vec4<f32>((frag_coord.xy - vec2(0.5f)), 0f, 0f);
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
