diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r2_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e2 = t0_;
    let _e3 = _e2.xyz;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e3.z, _e4.w);
    let _e12 = t1_;
    let _e16 = textureSample(tex1_, samp1_, _e12.xy);
    r1_ = _e16;
    let _e18 = r0_;
    let _e21 = cf[0];
    r3_ = (_e18 - clamp(_e21, vec4(-1f), vec4(1f)).wwww);
    let _e31 = cf[0];
    let _e35 = r1_;
    let _e36 = r3_;
    r2_ = select(clamp(_e31, vec4(-1f), vec4(1f)), _e35, (_e36.xxxx >= vec4(0f)));
    let _e43 = r1_;
    let _e46 = r1_;
    let _e47 = r0_;
    r4_ = select((vec4(1f) - _e43), _e46, (_e47.yyyy > vec4(0.5f)));
    let _e54 = r1_;
    let _e56 = cf[0];
    r5_ = vec4(saturate(dot(_e54, clamp(_e56, vec4(-1f), vec4(1f)))));
    let _e63 = r4_;
    let _e65 = r5_;
    let _e67 = r2_;
    let _e69 = r4_;
    let _e73 = (_e63.xyz + (_e65.xyz * (_e67.xyz - _e69.xyz)));
    let _e74 = r0_;
    r0_ = vec4<f32>(_e73.x, _e73.y, _e73.z, _e74.w);
    let _e80 = r3_;
    r0_.w = (_e80.y * 2f);
    let _e86 = r0_;
    oC0_ = _e86;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
