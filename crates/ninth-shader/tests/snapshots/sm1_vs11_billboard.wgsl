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
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 7>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oT0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v1_;
    let _e6 = cf[4];
    let _e8 = (_e2.zzz * _e6.xyz);
    let _e9 = r0_;
    r0_ = vec4<f32>(_e8.x, _e8.y, _e8.z, _e9.w);
    let _e15 = v1_;
    let _e18 = cf[5];
    let _e21 = r0_;
    let _e23 = ((_e15.www * _e18.xyz) + _e21.xyz);
    let _e24 = r0_;
    r0_ = vec4<f32>(_e23.x, _e23.y, _e23.z, _e24.w);
    let _e32 = v0_;
    let _e34 = r0_;
    let _e36 = (_e32.xyz + _e34.xyz);
    let _e37 = r1_;
    r1_ = vec4<f32>(_e36.x, _e36.y, _e36.z, _e37.w);
    r1_.w = 1f;
    let _e46 = r1_;
    let _e48 = cf[0];
    let _e50 = r1_;
    let _e52 = cf[1];
    let _e54 = r1_;
    let _e56 = cf[2];
    let _e58 = r1_;
    let _e60 = cf[3];
    r2_ = vec4<f32>(dot(_e46, _e48), dot(_e50, _e52), dot(_e54, _e56), dot(_e58, _e60));
    let _e64 = r2_;
    oPos = _e64;
    let _e66 = r2_;
    let _e69 = cf[6];
    r3_.w = (_e66.w * _e69.x);
    let _e73 = r3_;
    r3_.w = min(_e73.w, 1f);
    let _e77 = r3_;
    r3_.w = (1f + -(_e77.w));
    let _e84 = v2_;
    let _e85 = _e84.xyz;
    let _e86 = oD0_;
    oD0_ = vec4<f32>(_e85.x, _e85.y, _e85.z, _e86.w);
    let _e92 = v2_;
    let _e94 = r3_;
    oD0_.w = (_e92.w * _e94.w);
    let _e99 = v1_;
    let _e100 = _e99.xy;
    let _e101 = oT0_;
    oT0_ = vec4<f32>(_e100.x, _e100.y, _e101.z, _e101.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e7 = oPos;
    let _e10 = draw.half_pixel;
    let pos = vec4<f32>((_e7.x + (_e7.w * _e10.x)), (_e7.y - (_e7.w * _e10.y)), _e7.z, _e7.w);
    let l0_ = oT0_;
    let _e25 = oD0_;
    let l10_ = saturate(_e25);
    return VsOut(pos, l0_, l10_);
}
