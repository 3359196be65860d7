struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 8>;
var<private> oPos: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v4_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v1_;
    r0_ = _e2;
    let _e3 = r0_;
    let _e5 = v0_;
    r0_ = (_e3 - _e5);
    let _e7 = r0_;
    let _e10 = cf[4];
    let _e13 = v0_;
    r0_ = ((_e7 * _e10.xxxx) + _e13);
    let _e16 = r0_;
    let _e18 = cf[0];
    let _e20 = r0_;
    let _e22 = cf[1];
    let _e24 = r0_;
    let _e26 = cf[2];
    let _e28 = r0_;
    let _e30 = cf[3];
    oPos = vec4<f32>(dot(_e16, _e18), dot(_e20, _e22), dot(_e24, _e26), dot(_e28, _e30));
    let _e35 = v3_;
    let _e36 = _e35.xyz;
    let _e37 = r1_;
    r1_ = vec4<f32>(_e36.x, _e36.y, _e36.z, _e37.w);
    let _e43 = r1_;
    let _e46 = v2_;
    let _e48 = (_e43.xyz - _e46.xyz);
    let _e49 = r1_;
    r1_ = vec4<f32>(_e48.x, _e48.y, _e48.z, _e49.w);
    let _e55 = r1_;
    let _e58 = cf[4];
    let _e61 = v2_;
    let _e63 = ((_e55.xyz * _e58.xxx) + _e61.xyz);
    let _e64 = r1_;
    r1_ = vec4<f32>(_e63.x, _e63.y, _e63.z, _e64.w);
    let _e71 = r1_;
    let _e74 = cf[5];
    r2_.x = dot(_e71.xyz, _e74.xyz);
    let _e78 = r2_;
    let _e81 = cf[4];
    r2_.x = max(_e78.x, _e81.y);
    let _e86 = r2_;
    let _e89 = cf[6];
    r3_ = (_e86.xxxx * _e89);
    let _e92 = r3_;
    let _e94 = cf[7];
    oD0_ = (_e92 + _e94);
    let _e98 = v4_;
    let _e99 = _e98.xy;
    let _e100 = oT0_;
    oT0_ = vec4<f32>(_e99.x, _e99.y, _e100.z, _e100.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    v4_ = i4_;
    d3d_main();
    let _e11 = oPos;
    let _e14 = draw.half_pixel;
    let pos = vec4<f32>((_e11.x + (_e11.w * _e14.x)), (_e11.y - (_e11.w * _e14.y)), _e11.z, _e11.w);
    let l0_ = oT0_;
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    return VsOut(pos, l0_, l10_);
}
