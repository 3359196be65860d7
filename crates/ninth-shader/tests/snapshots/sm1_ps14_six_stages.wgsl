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
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r3_: vec4<f32>;
var<private> t3_: vec4<f32>;
@group(1) @binding(8) 
var tex4_: texture_2d<f32>;
@group(1) @binding(9) 
var samp4_: sampler;
var<private> r4_: vec4<f32>;
var<private> t4_: vec4<f32>;
@group(1) @binding(10) 
var tex5_: texture_2d<f32>;
@group(1) @binding(11) 
var samp5_: sampler;
var<private> r5_: vec4<f32>;
var<private> t5_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e16 = t2_;
    let _e20 = textureSample(tex2_, samp2_, _e16.xy);
    r2_ = _e20;
    let _e23 = t3_;
    let _e27 = textureSample(tex3_, samp3_, _e23.xy);
    r3_ = _e27;
    let _e30 = t4_;
    let _e34 = textureSample(tex4_, samp4_, _e30.xy);
    r4_ = _e34;
    let _e37 = t5_;
    let _e41 = textureSample(tex5_, samp5_, _e37.xy);
    r5_ = _e41;
    let _e42 = r1_;
    let _e44 = r0_;
    let _e46 = (_e42.xyz * _e44.xxx);
    let _e47 = r1_;
    r1_ = vec4<f32>(_e46.x, _e46.y, _e46.z, _e47.w);
    let _e53 = r2_;
    let _e55 = r0_;
    let _e58 = r1_;
    let _e60 = ((_e53.xyz * _e55.yyy) + _e58.xyz);
    let _e61 = r1_;
    r1_ = vec4<f32>(_e60.x, _e60.y, _e60.z, _e61.w);
    let _e67 = r3_;
    let _e69 = r0_;
    let _e72 = r1_;
    let _e74 = ((_e67.xyz * _e69.zzz) + _e72.xyz);
    let _e75 = r1_;
    r1_ = vec4<f32>(_e74.x, _e74.y, _e74.z, _e75.w);
    let _e81 = r4_;
    let _e83 = r0_;
    let _e86 = r1_;
    let _e88 = ((_e81.xyz * _e83.www) + _e86.xyz);
    let _e89 = r1_;
    r1_ = vec4<f32>(_e88.x, _e88.y, _e88.z, _e89.w);
    let _e95 = r1_;
    let _e97 = r5_;
    let _e99 = (_e95.xyz * _e97.xyz);
    let _e100 = r1_;
    r1_ = vec4<f32>(_e99.x, _e99.y, _e99.z, _e100.w);
    let _e106 = r1_;
    let _e109 = v0_;
    let _e114 = ((_e106.xyz * _e109.xyz) * vec3(2f));
    let _e115 = r0_;
    r0_ = vec4<f32>(_e114.x, _e114.y, _e114.z, _e115.w);
    let _e121 = v0_;
    r0_.w = _e121.w;
    let _e125 = r0_;
    oC0_ = _e125;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(4) l4_: vec4<f32>, @location(5) l5_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    t4_ = l4_;
    t5_ = l5_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
