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
var<private> r24_: vec4<f32>;
var<private> t1_: vec4<f32>;
var<private> t2_: vec4<f32>;
var<private> t3_: vec4<f32>;
var<private> r26_: vec4<f32>;
var<private> r25_: vec4<f32>;
@group(1) @binding(6) 
var tex3_: texture_2d<f32>;
@group(1) @binding(7) 
var samp3_: sampler;
var<private> r19_: vec4<f32>;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> oC0_: vec4<f32>;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rcp(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select((1f / x), _e1, (x == 0f));
}

fn d3d_main() {
    let _e2 = t0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r16_ = _e6;
    let _e9 = t1_;
    let _e11 = r16_;
    r24_.x = dot(_e9.xyz, ((vec3(2f) * _e11.xyz) - vec3(1f)));
    let _e22 = t2_;
    let _e24 = r16_;
    r24_.y = dot(_e22.xyz, ((vec3(2f) * _e24.xyz) - vec3(1f)));
    let _e33 = t3_;
    let _e35 = r16_;
    r24_.z = dot(_e33.xyz, ((vec3(2f) * _e35.xyz) - vec3(1f)));
    let _e44 = t1_;
    r26_.x = _e44.w;
    let _e47 = t2_;
    r26_.y = _e47.w;
    let _e50 = t3_;
    r26_.z = _e50.w;
    let _e54 = r24_;
    let _e56 = r26_;
    r25_.x = dot(_e54.xyz, _e56.xyz);
    let _e60 = r24_;
    let _e62 = r24_;
    r25_.y = dot(_e60.xyz, _e62.xyz);
    let _e66 = r25_;
    let _e68 = d3d_rcp(_e66.y);
    r25_.y = _e68;
    let _e70 = r25_;
    let _e72 = r25_;
    r25_.x = (_e70.x * _e72.y);
    let _e76 = r25_;
    let _e78 = r25_;
    r25_.x = (_e76.x + _e78.x);
    let _e82 = r24_;
    let _e84 = r25_;
    let _e87 = r26_;
    let _e90 = ((_e82.xyz * _e84.xxx) + -(_e87.xyz));
    let _e91 = r24_;
    r24_ = vec4<f32>(_e90.x, _e90.y, _e90.z, _e91.w);
    let _e98 = r24_;
    let _e102 = textureSample(tex3_, samp3_, _e98.xy);
    r19_ = _e102;
    let _e104 = r19_;
    let _e105 = r16_;
    r0_ = (_e104 * _e105.wwww);
    let _e108 = r0_;
    let _e110 = v0_;
    r0_ = (_e108 + _e110);
    let _e113 = r0_;
    oC0_ = _e113;
}

@fragment 
fn main(@location(0) l0_: vec4<f32>, @location(1) l1_: vec4<f32>, @location(2) l2_: vec4<f32>, @location(3) l3_: vec4<f32>, @location(10) l10_: vec4<f32>) -> PsOut {
    t0_ = l0_;
    t1_ = l1_;
    t2_ = l2_;
    t3_ = l3_;
    v0_ = l10_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
