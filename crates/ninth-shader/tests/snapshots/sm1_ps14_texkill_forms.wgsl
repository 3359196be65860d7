diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

var<private> t3_: vec4<f32>;
var<private> d3d_kill: bool;
var<private> r1_: vec4<f32>;
var<private> t1_: vec4<f32>;
@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> t0_: vec4<f32>;
@group(1) @binding(4) 
var tex2_: texture_2d<f32>;
@group(1) @binding(5) 
var samp2_: sampler;
var<private> r2_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_main() {
    let _e1 = t3_;
    if any((_e1.xyz < vec3(0f))) {
        d3d_kill = true;
    }
    let _e11 = t1_;
    let _e12 = _e11.xyz;
    let _e13 = r1_;
    r1_ = vec4<f32>(_e12.x, _e12.y, _e12.z, _e13.w);
    let _e21 = t0_;
    let _e25 = textureSample(tex0_, samp0_, _e21.xy);
    r0_ = _e25;
    let _e26 = r1_;
    let _e30 = (_e26.xyz + vec3(-0.5f));
    let _e31 = r1_;
    r1_ = vec4<f32>(_e30.x, _e30.y, _e30.z, _e31.w);
    let _e37 = r1_;
    if any((_e37.xyz < vec3(0f))) {
        d3d_kill = true;
    }
    let _e44 = t2_;
    let _e48 = textureSample(tex2_, samp2_, _e44.xy);
    r2_ = _e48;
    let _e49 = r0_;
    let _e51 = r2_;
    let _e53 = (_e49.xyz * _e51.xyz);
    let _e54 = r0_;
    r0_ = vec4<f32>(_e53.x, _e53.y, _e53.z, _e54.w);
    let _e60 = r2_;
    r0_.w = _e60.w;
    let _e63 = r0_;
    let _e66 = v0_;
    let _e68 = (_e63.xyz * _e66.xyz);
    let _e69 = r0_;
    r0_ = vec4<f32>(_e68.x, _e68.y, _e68.z, _e69.w);
    let _e76 = r0_;
    oC0_ = _e76;
}

@fragment 
fn main(@location(3) l3_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(0) l0_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t3_ = l3_;
    t1_ = l1_;
    t0_ = l0_;
    t2_ = l2_;
    v0_ = l10_;
    d3d_main();
    let _e11 = d3d_kill;
    if _e11 {
        discard;
    }
    let c0_ = oC0_;
    return PsOut(c0_);
}
