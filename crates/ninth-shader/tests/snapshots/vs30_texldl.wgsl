struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(2) @binding(0) 
var tex0_: texture_2d<f32>;
@group(2) @binding(1) 
var samp0_: sampler;
var<private> r1_: vec4<f32>;
@group(2) @binding(2) 
var tex1_: texture_2d<f32>;
@group(2) @binding(3) 
var samp1_: sampler;
var<private> r2_: vec4<f32>;
@group(2) @binding(4) 
var tex2_: texture_cube<f32>;
@group(2) @binding(5) 
var samp2_: sampler;
var<private> r3_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(2) @binding(6) 
var tex3_: texture_3d<f32>;
@group(2) @binding(7) 
var samp3_: sampler;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 5>;
var<private> v0_: vec4<f32>;
var<private> o0_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> o1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v2_;
    let _e3 = _e2.xy;
    let _e4 = r0_;
    r0_ = vec4<f32>(_e3.x, _e3.y, _e4.z, _e4.w);
    let _e11 = vec2(0f);
    let _e12 = r0_;
    r0_ = vec4<f32>(_e12.x, _e12.y, _e11.x, _e11.y);
    let _e19 = r0_;
    let _e21 = r0_;
    let _e25 = textureSampleLevel(tex0_, samp0_, _e19.xy, _e21.w);
    r1_ = _e25;
    let _e27 = r0_;
    let _e29 = r0_;
    let _e33 = textureSampleLevel(tex1_, samp1_, _e27.yx, _e29.w);
    r2_ = _e33;
    let _e36 = v1_;
    let _e38 = v1_;
    let _e42 = textureSampleLevel(tex2_, samp2_, _e36.xyz, _e38.w);
    r3_ = _e42;
    let _e44 = v1_;
    let _e46 = v1_;
    let _e50 = textureSampleLevel(tex3_, samp3_, _e44.xyz, _e46.w);
    r4_ = _e50;
    let _e52 = r1_;
    let _e56 = cf[4];
    let _e59 = v0_;
    r5_ = ((_e52.xxxx * _e56) + _e59);
    let _e61 = r5_;
    let _e63 = r2_;
    r5_.y = (_e61.y + _e63.x);
    let _e68 = r5_;
    let _e70 = cf[0];
    let _e72 = r5_;
    let _e74 = cf[1];
    let _e76 = r5_;
    let _e78 = cf[2];
    let _e80 = r5_;
    let _e82 = cf[3];
    o0_ = vec4<f32>(dot(_e68, _e70), dot(_e72, _e74), dot(_e76, _e78), dot(_e80, _e82));
    let _e86 = r3_;
    let _e87 = r4_;
    r6_ = (_e86 + _e87);
    let _e90 = r6_;
    o1_ = _e90;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e7 = o0_;
    let _e10 = draw.half_pixel;
    let pos = vec4<f32>((_e7.x + (_e7.w * _e10.x)), (_e7.y - (_e7.w * _e10.y)), _e7.z, _e7.w);
    let l0_ = o1_;
    return VsOut(pos, l0_);
}
