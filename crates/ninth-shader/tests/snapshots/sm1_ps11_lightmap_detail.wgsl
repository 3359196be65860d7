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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r17_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r18_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e16 = t2_;
    let _e20 = textureSample(tex2_, samp2_, _e16.xy);
    r18_ = _e20;
    let _e22 = r16_;
    let _e24 = r17_;
    let _e29 = ((_e22.xyz * _e24.xyz) * vec3(2f));
    let _e30 = r0_;
    r0_ = vec4<f32>(_e29.x, _e29.y, _e29.z, _e30.w);
    let _e36 = r16_;
    r0_.w = _e36.w;
    let _e39 = r0_;
    let _e41 = r18_;
    let _e46 = (_e39.xyz + (_e41.xyz - vec3(0.5f)));
    let _e47 = r0_;
    r0_ = vec4<f32>(_e46.x, _e46.y, _e46.z, _e47.w);
    let _e53 = r0_;
    let _e56 = v1_;
    let _e59 = saturate((_e53.xyz + _e56.xyz));
    let _e60 = r0_;
    r0_ = vec4<f32>(_e59.x, _e59.y, _e59.z, _e60.w);
    let _e67 = r0_;
    oC0_ = _e67;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
