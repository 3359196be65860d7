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
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r3_: vec4<f32>;
@group(1) @binding(8) 
var tex4_: texture_2d<f32>;
@group(1) @binding(9) 
var samp4_: sampler;
var<private> r4_: vec4<f32>;
@group(1) @binding(10) 
var tex5_: texture_2d<f32>;
@group(1) @binding(11) 
var samp5_: sampler;
var<private> r5_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    let _e9 = t1_;
    let _e13 = textureSample(tex1_, samp1_, _e9.xy);
    r1_ = _e13;
    let _e15 = t1_;
    let _e19 = textureSample(tex2_, samp2_, _e15.xy);
    r2_ = _e19;
    let _e21 = t1_;
    let _e25 = textureSample(tex3_, samp3_, _e21.xy);
    r3_ = _e25;
    let _e27 = t1_;
    let _e31 = textureSample(tex4_, samp4_, _e27.xy);
    r4_ = _e31;
    let _e34 = t2_;
    let _e38 = textureSample(tex5_, samp5_, _e34.xy);
    r5_ = _e38;
    let _e39 = r1_;
    let _e40 = r0_;
    r1_ = (_e39 * _e40.xxxx);
    let _e43 = r2_;
    let _e44 = r0_;
    let _e47 = r1_;
    r1_ = ((_e43 * _e44.yyyy) + _e47);
    let _e49 = r3_;
    let _e50 = r0_;
    let _e53 = r1_;
    r1_ = ((_e49 * _e50.zzzz) + _e53);
    let _e56 = r0_;
    r6_.x = dot(_e56.xyz, vec3(1f));
    let _e62 = r6_;
    r6_.x = saturate((1f + -(_e62.x)));
    let _e68 = r4_;
    let _e69 = r6_;
    let _e72 = r1_;
    r1_ = ((_e68 * _e69.xxxx) + _e72);
    let _e74 = r1_;
    let _e76 = r5_;
    let _e78 = (_e74.xyz * _e76.xyz);
    let _e79 = r1_;
    r1_ = vec4<f32>(_e78.x, _e78.y, _e78.z, _e79.w);
    let _e85 = r1_;
    let _e89 = (_e85.xyz * vec3(2f));
    let _e90 = r1_;
    r1_ = vec4<f32>(_e89.x, _e89.y, _e89.z, _e90.w);
    r1_.w = 1f;
    let _e98 = r1_;
    oC0_ = _e98;
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
