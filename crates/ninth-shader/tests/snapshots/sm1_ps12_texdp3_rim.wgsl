diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r16_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    r17_ = vec4(dot(_e9.xyz, ((vec3(2f) * _e11.xyz) - vec3(1f))));
    let _e23 = t2_;
    let _e27 = textureSample(tex2_, samp2_, _e23.xy);
    r18_ = _e27;
    let _e29 = r17_;
    r1_ = (_e29 - vec4(0.5f));
    let _e37 = r18_;
    let _e38 = r1_;
    r0_ = select(vec4<f32>(1f, 0.8f, 0.6f, 1f), _e37, (_e38 >= vec4(0f)));
    let _e43 = r0_;
    let _e45 = r17_;
    let _e47 = (_e43.xyz * _e45.xyz);
    let _e48 = r0_;
    r0_ = vec4<f32>(_e47.x, _e47.y, _e47.z, _e48.w);
    let _e55 = r0_;
    oC0_ = _e55;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
