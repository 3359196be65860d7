struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> o0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 7>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> o2_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_lit(s: vec4<f32>) -> vec4<f32> {
    let _e9 = (s.x > 0f);
    return vec4<f32>(1f, select(0f, s.x, _e9), select(0f, exp2((clamp(s.w, -127.9961f, 127.9961f) * log2(s.y))), (_e9 && (s.y > 0f))), 1f);
}

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    o0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v1_;
    let _e25 = cf[4];
    r0_.x = dot(_e22.xyz, _e25.xyz);
    let _e29 = v1_;
    let _e32 = cf[5];
    r0_.y = dot(_e29.xyz, _e32.xyz);
    let _e37 = cf[6];
    r0_.w = _e37.w;
    let _e41 = r0_;
    let _e42 = d3d_lit(_e41);
    r1_ = _e42;
    r2_ = vec4<f32>(0.5f, -1.5f, 2f, 0f);
    r3_ = vec4<f32>(1f, 0.25f, -0.75f, 4f);
    let _e57 = v2_;
    r4_ = sign(_e57);
    let _e60 = r1_;
    let _e62 = r4_;
    let _e65 = r1_;
    let _e67 = r4_;
    r5_ = vec4<f32>(1f, (_e60.y * _e62.y), _e65.z, _e67.w);
    let _e71 = r1_;
    let _e72 = r4_;
    o1_ = (_e71 + _e72);
    let _e75 = r5_;
    o2_ = _e75;
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
    let l10_ = o1_;
    let l11_ = o2_;
    return VsOut(pos, l10_, l11_);
}
