diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r4_: vec4<f32>;
@group(1) @binding(8) 
var tex4_: texture_2d<f32>;
@group(1) @binding(9) 
var samp4_: sampler;
@group(1) @binding(10) 
var tex5_: texture_2d<f32>;
@group(1) @binding(11) 
var samp5_: sampler;
var<private> r5_: vec4<f32>;
var<private> t4_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e10 = _e9.xyz;
    let _e11 = r1_;
    r1_ = vec4<f32>(_e10.x, _e10.y, _e10.z, _e11.w);
    let _e19 = t2_;
    let _e20 = _e19.xyz;
    let _e21 = r2_;
    r2_ = vec4<f32>(_e20.x, _e20.y, _e20.z, _e21.w);
    let _e29 = t3_;
    let _e30 = _e29.xyz;
    let _e31 = r3_;
    r3_ = vec4<f32>(_e30.x, _e30.y, _e30.z, _e31.w);
    let _e38 = r1_;
    let _e40 = r0_;
    r4_.x = dot(_e38.xyz, ((vec3(2f) * _e40.xyz) - vec3(1f)));
    let _e50 = r2_;
    let _e52 = r0_;
    r4_.y = dot(_e50.xyz, ((vec3(2f) * _e52.xyz) - vec3(1f)));
    let _e60 = r3_;
    let _e62 = r0_;
    r4_.z = dot(_e60.xyz, ((vec3(2f) * _e62.xyz) - vec3(1f)));
    let _e70 = r4_;
    let _e74 = textureSample(tex4_, samp4_, _e70.xy);
    r4_ = _e74;
    let _e77 = t4_;
    let _e81 = textureSample(tex5_, samp5_, _e77.xy);
    r5_ = _e81;
    let _e82 = r4_;
    let _e84 = r5_;
    let _e86 = (_e82.xyz * _e84.www);
    let _e87 = r0_;
    r0_ = vec4<f32>(_e86.x, _e86.y, _e86.z, _e87.w);
    let _e93 = r5_;
    r0_.w = _e93.w;
    let _e96 = r0_;
    let _e99 = v0_;
    let _e101 = (_e96.xyz + _e99.xyz);
    let _e102 = r0_;
    r0_ = vec4<f32>(_e101.x, _e101.y, _e101.z, _e102.w);
    let _e109 = r0_;
    oC0_ = _e109;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(4) l4_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    t4_ = l4_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
