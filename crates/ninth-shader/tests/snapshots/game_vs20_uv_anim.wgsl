struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 10>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v2_;
    let _e23 = _e22.xy;
    let _e24 = r0_;
    r0_ = vec4<f32>(_e23.x, _e23.y, _e24.z, _e24.w);
    r0_.z = 1f;
    let _e33 = r0_;
    let _e36 = cf[4];
    let _e39 = r0_;
    let _e42 = cf[5];
    let _e45 = vec2<f32>(dot(_e33.xyz, _e36.xyz), dot(_e39.xyz, _e42.xyz));
    let _e46 = oT0_;
    oT0_ = vec4<f32>(_e45.x, _e45.y, _e46.z, _e46.w);
    let _e54 = v3_;
    let _e55 = _e54.xy;
    let _e56 = r1_;
    r1_ = vec4<f32>(_e55.x, _e55.y, _e56.z, _e56.w);
    r1_.z = 1f;
    let _e64 = r1_;
    let _e67 = cf[6];
    let _e70 = r1_;
    let _e73 = cf[7];
    let _e76 = vec2<f32>(dot(_e64.xyz, _e67.xyz), dot(_e70.xyz, _e73.xyz));
    let _e77 = r2_;
    r2_ = vec4<f32>(_e76.x, _e76.y, _e77.z, _e77.w);
    let _e84 = r2_;
    let _e87 = cf[8];
    let _e89 = (_e84.xy + _e87.xy);
    let _e90 = oT1_;
    oT1_ = vec4<f32>(_e89.x, _e89.y, _e90.z, _e90.w);
    let _e98 = v1_;
    let _e100 = cf[9];
    oD0_ = (_e98 * _e100);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    d3d_main();
    let _e9 = oPos;
    let _e12 = draw.half_pixel;
    let pos = vec4<f32>((_e9.x + (_e9.w * _e12.x)), (_e9.y - (_e9.w * _e12.y)), _e9.z, _e9.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    return VsOut(pos, l0_, l1_, l10_);
}
