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
var<private> r1_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> r27_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e15 = r16_;
    let _e22 = r17_;
    r1_ = saturate(((((vec4(2f) * _e15) - vec4(1f)) + (vec4(0.5f) - _e22)) * vec4(4f)));
    let _e32 = r16_;
    let _e38 = r17_;
    let _e41 = r1_;
    let _e45 = ((((vec3(1f) - (vec3(2f) * _e32.xyz)) * _e38.xyz) + _e41.xyz) * vec3(0.5f));
    let _e46 = r0_;
    r0_ = vec4<f32>(_e45.x, _e45.y, _e45.z, _e46.w);
    let _e52 = r16_;
    let _e54 = r17_;
    r0_.w = saturate(((_e52.z * (1f - _e54.z)) * 2f));
    let _e62 = r0_;
    let _e65 = v0_;
    let _e69 = saturate((_e62.xyz - -(_e65.xyz)));
    let _e70 = r27_;
    r27_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e76 = r0_;
    let _e79 = v1_;
    r0_.w = ((_e76.w + (_e79.w - 0.5f)) * 0.5f);
    let _e85 = r27_;
    let _e86 = _e85.xyz;
    let _e87 = r0_;
    r0_ = vec4<f32>(_e86.x, _e86.y, _e86.z, _e87.w);
    let _e93 = r0_;
    let _e94 = v1_;
    r0_ = ((_e93 * _e94) * vec4(2f));
    let _e99 = r0_;
    oC0_ = _e99;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(10) l10_: vec4<f32>, @location(11) l11_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    v0_ = l10_;
    v1_ = l11_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
