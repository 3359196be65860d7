struct VsOut {
    @builtin(position) pos: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> v2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
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
    let _e22 = v1_;
    r0_ = _e22;
    let _e24 = v1_;
    p0_ = (_e24 > vec4(0f));
    let _e28 = r0_;
    let _e31 = (_e28 * vec4(2f));
    let _e32 = r0_;
    let _e38 = p0_;
    r0_ = select(_e32, vec4<f32>(_e31.x, _e31.y, _e31.z, _e31.w), _e38);
    let _e41 = r0_;
    let _e46 = p0_;
    r0_ = select(_e41, vec4<f32>(0.25f, _e41.y, _e41.z, _e41.w), !(_e46.xxxx));
    let _e50 = r0_;
    let _e54 = (_e50.yz + vec2<f32>(0.25f, -0.75f));
    let _e55 = r0_;
    let _e61 = p0_;
    r0_ = select(_e55, vec4<f32>(_e55.x, _e54.x, _e54.y, _e55.w), _e61.yyyy);
    let _e65 = v2_;
    let _e66 = v2_;
    let _e69 = p0_;
    p0_ = select(_e69, (_e65 != _e66.yxwz), vec4<bool>(false, false, true, true));
    let _e75 = r0_;
    let _e80 = p0_;
    r0_ = select(_e75, vec4<f32>(_e75.x, _e75.y, _e75.z, 1f), _e80);
    let _e83 = r0_;
    oD0_ = _e83;
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
    let _e23 = oD0_;
    let l10_ = saturate(_e23);
    return VsOut(pos, l10_);
}
