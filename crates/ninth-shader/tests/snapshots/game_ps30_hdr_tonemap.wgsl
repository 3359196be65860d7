diagnostic(off, derivative_uniformity);

struct PsOut {
    @location(0) c0_: vec4<f32>,
}

@group(1) @binding(0) 
var tex0_: texture_2d<f32>;
@group(1) @binding(1) 
var samp0_: sampler;
var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
@group(1) @binding(2) 
var tex1_: texture_2d<f32>;
@group(1) @binding(3) 
var samp1_: sampler;
var<private> r2_: vec4<f32>;
@group(0) @binding(2) 
var<uniform> cf: array<vec4<f32>, 1>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> d3d_vpos: vec4<f32>;
var<private> r8_: vec4<f32>;
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

fn d3d_log(x_1: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(log2(abs(x_1)), -(_e1), (x_1 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = textureSample(tex0_, samp0_, _e2.xy);
    r0_ = _e6;
    r1_ = vec4(0f);
    let _e10 = r1_;
    let _e12 = r1_;
    let _e16 = textureSampleLevel(tex1_, samp1_, _e10.xy, _e12.w);
    r1_ = _e16;
    let _e18 = r0_;
    r2_.x = dot(_e18.xyz, vec3<f32>(0.2125f, 0.7154f, 0.0721f));
    let _e26 = r1_;
    r2_.y = (_e26.x + 0.0001f);
    let _e31 = r2_;
    let _e33 = d3d_rcp(_e31.y);
    r2_.y = _e33;
    let _e35 = r2_;
    r2_.z = (_e35.x * 0.18f);
    let _e40 = r2_;
    let _e42 = r2_;
    r2_.z = (_e40.z * _e42.y);
    let _e48 = cf[0];
    let _e51 = cf[0];
    r2_.w = (_e48.x * _e51.x);
    let _e55 = r2_;
    let _e57 = d3d_rcp(_e55.w);
    r2_.w = _e57;
    let _e60 = r2_;
    let _e62 = r2_;
    r3_.x = ((_e60.z * _e62.w) + 1f);
    let _e68 = r3_;
    let _e70 = r2_;
    r3_.x = (_e68.x * _e70.z);
    let _e74 = r2_;
    r3_.y = (_e74.z + 1f);
    let _e78 = r3_;
    let _e80 = d3d_rcp(_e78.y);
    r3_.y = _e80;
    let _e82 = r3_;
    let _e84 = r3_;
    r3_.x = (_e82.x * _e84.y);
    let _e88 = r2_;
    r2_.x = (_e88.x + 0.0001f);
    let _e92 = r2_;
    let _e94 = d3d_rcp(_e92.x);
    r2_.x = _e94;
    let _e96 = r3_;
    let _e98 = r2_;
    r3_.x = (_e96.x * _e98.x);
    let _e103 = r0_;
    let _e105 = r3_;
    let _e107 = (_e103.xyz * _e105.xxx);
    let _e108 = r4_;
    r4_ = vec4<f32>(_e107.x, _e107.y, _e107.z, _e108.w);
    let _e115 = r4_;
    let _e117 = d3d_log(_e115.x);
    r5_.x = _e117;
    let _e119 = r4_;
    let _e121 = d3d_log(_e119.y);
    r5_.y = _e121;
    let _e123 = r4_;
    let _e125 = d3d_log(_e123.z);
    r5_.z = _e125;
    let _e127 = r5_;
    let _e131 = (_e127.xyz * vec3(0.45454547f));
    let _e132 = r5_;
    r5_ = vec4<f32>(_e131.x, _e131.y, _e131.z, _e132.w);
    let _e139 = r5_;
    r6_.x = exp2(_e139.x);
    let _e143 = r5_;
    r6_.y = exp2(_e143.y);
    let _e147 = r5_;
    r6_.z = exp2(_e147.z);
    let _e153 = d3d_vpos;
    r7_.x = (dot(_e153.xy, vec2<f32>(12.9898f, 78.233f)) + 0f);
    let _e162 = r7_;
    r8_.y = sin(_e162.x);
    let _e166 = r8_;
    r8_.x = (_e166.y * 43758.547f);
    let _e171 = r8_;
    r8_.x = fract(_e171.x);
    let _e175 = r8_;
    let _e180 = r6_;
    let _e182 = ((_e175.xxx * vec3(0.00390625f)) + _e180.xyz);
    let _e183 = r6_;
    r6_ = vec4<f32>(_e182.x, _e182.y, _e182.z, _e183.w);
    r6_.w = 1f;
    let _e191 = r6_;
    oC0_ = _e191;
}

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) l0_: vec4<f32>) -> PsOut {
    d3d_vpos = vec4<f32>((frag_coord.xy - vec2(0.5f)), 0f, 0f);
    v0_ = l0_;
    d3d_main();
    let c0_ = oC0_;
    return PsOut(c0_);
}
