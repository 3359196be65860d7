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
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> t2_: vec4<f32>;
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
    let _e18 = r0_;
    r2_ = ((_e18 * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.1f, 0.2f, 0.3f, 0f));
    let _e30 = r0_;
    r3_ = (_e30 * vec4<f32>(1f, 0.9f, 0.8f, 1f));
    let _e36 = r1_;
    let _e40 = (_e36.xyz + vec3<f32>(-0.5f, -0.5f, 0f));
    let _e41 = r4_;
    r4_ = vec4<f32>(_e40.x, _e40.y, _e40.z, _e41.w);
    let _e51 = r0_;
    r5_ = (vec4<f32>(0.75f, 0.5f, 0.25f, 0f) + (_e51 * (vec4<f32>(0.25f, 0.5f, 0.75f, 1f) - vec4<f32>(0.75f, 0.5f, 0.25f, 0f))));
    let _e58 = t2_;
    let _e62 = textureSample(tex1_, samp1_, _e58.xy);
    r1_ = _e62;
    let _e63 = r2_;
    let _e68 = r3_;
    let _e70 = ((_e63.xyz * vec3(0.6f)) + _e68.xyz);
    let _e71 = r0_;
    r0_ = vec4<f32>(_e70.x, _e70.y, _e70.z, _e71.w);
    let _e77 = r1_;
    r0_.w = (_e77.w * 1f);
    let _e81 = r0_;
    let _e83 = r4_;
    let _e85 = (_e81.xyz * _e83.xyz);
    let _e86 = r0_;
    r0_ = vec4<f32>(_e85.x, _e85.y, _e85.z, _e86.w);
    let _e92 = r0_;
    let _e94 = r5_;
    let _e96 = (_e92.xyz + _e94.xyz);
    let _e97 = r0_;
    r0_ = vec4<f32>(_e96.x, _e96.y, _e96.z, _e97.w);
    let _e103 = r0_;
    let _e105 = v0_;
    r0_ = (_e103 * _e105);
    let _e108 = r0_;
    oC0_ = _e108;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
