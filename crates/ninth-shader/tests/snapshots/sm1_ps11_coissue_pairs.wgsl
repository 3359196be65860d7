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
var<private> v0_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r27_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r17_ = _e13;
    let _e15 = r16_;
    let _e24 = v0_;
    let _e30 = dot(((vec3(2f) * _e15.xyz) - vec3(1f)), ((vec3(2f) * _e24.xyz) - vec3(1f)));
    let _e31 = r1_;
    r1_ = vec4<f32>(_e30, _e30, _e30, _e31.w);
    let _e34 = r16_;
    let _e36 = r17_;
    r1_.w = (_e34.w * _e36.w);
    let _e41 = r1_;
    let _e43 = r17_;
    let _e50 = ((_e41.xyz * _e43.xyz) + vec3<f32>(0.25f, 0.5f, 0.75f));
    let _e51 = r0_;
    r0_ = vec4<f32>(_e50.x, _e50.y, _e50.z, _e51.w);
    let _e57 = r17_;
    r0_.w = (_e57.w + 0.5f);
    let _e62 = v1_;
    let _e65 = r0_;
    let _e67 = v1_;
    let _e71 = (_e62.xyz + (vec3(0.5f) * (_e65.xyz - _e67.xyz)));
    let _e72 = r1_;
    r1_ = vec4<f32>(_e71.x, _e71.y, _e71.z, _e72.w);
    let _e78 = r0_;
    let _e80 = v0_;
    r1_.w = (_e78.w - _e80.w);
    let _e85 = r1_;
    let _e86 = _e85.xyz;
    let _e87 = r27_;
    r27_ = vec4<f32>(_e86.x, _e86.y, _e86.z, _e87.w);
    let _e93 = v0_;
    let _e95 = r0_;
    r0_.w = select(_e93.w, 1f, (_e95.w > 0.5f));
    let _e100 = r27_;
    let _e101 = _e100.xyz;
    let _e102 = r0_;
    r0_ = vec4<f32>(_e101.x, _e101.y, _e101.z, _e102.w);
    let _e108 = r0_;
    let _e110 = r16_;
    let _e112 = (_e108.xyz + _e110.xyz);
    let _e113 = r0_;
    r0_ = vec4<f32>(_e112.x, _e112.y, _e112.z, _e113.w);
    let _e119 = r1_;
    r0_.w = _e119.w;
    let _e123 = r0_;
    oC0_ = _e123;
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
