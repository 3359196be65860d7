diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_cube<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e9 = ((_e2.xy * vec2(2f)) + vec2(-1f));
    let _e10 = r0_;
    r0_ = vec4<f32>(_e9.x, _e9.y, _e10.z, _e10.w);
    r0_.z = -1f;
    r0_.w = 0f;
    let _e20 = r0_;
    let _e24 = textureSample(tex2_, samp2_, _e20.xyz);
    r1_ = _e24;
    let _e26 = r1_;
    oC0_ = _e26;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
