struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
    @location(4) l4_: vec4<f32>,
    @location(5) l5_: vec4<f32>,
    @location(6) l6_: vec4<f32>,
    @location(7) l7_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 8>;
var<private> r0_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oPts: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> oT3_: vec4<f32>;
var<private> oT4_: vec4<f32>;
var<private> oT5_: vec4<f32>;
var<private> oT6_: vec4<f32>;
var<private> oT7_: vec4<f32>;
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
    r0_ = vec4<f32>(1f, 0.25f, -0.75f, 4f);
    let _e28 = v1_;
    oD0_ = _e28;
    let _e30 = r0_;
    oD1_ = _e30;
    let _e33 = v2_;
    oFog = _e33.xxxx;
    oPts = vec4(2f);
    let _e39 = v2_;
    oT0_ = _e39;
    let _e41 = v2_;
    let _e42 = _e41.xy;
    let _e43 = oT1_;
    oT1_ = vec4<f32>(_e42.x, _e42.y, _e43.z, _e43.w);
    let _e50 = v1_;
    let _e51 = _e50.xyz;
    let _e52 = oT2_;
    oT2_ = vec4<f32>(_e51.x, _e51.y, _e51.z, _e52.w);
    let _e60 = cf[4];
    oT3_ = _e60;
    let _e63 = cf[5];
    oT4_.x = _e63.y;
    let _e68 = cf[6];
    oT5_ = _e68;
    let _e71 = cf[7];
    let _e72 = _e71.zw;
    let _e73 = oT6_;
    oT6_ = vec4<f32>(_e73.x, _e73.y, _e72.x, _e72.y);
    let _e80 = r0_;
    oT7_ = _e80;
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
    let l1_ = oT1_;
    let l2_ = oT2_;
    let l3_ = oT3_;
    let l4_ = oT4_;
    let l5_ = oT5_;
    let l6_ = oT6_;
    let l7_ = oT7_;
    let _e39 = oD0_;
    let l10_ = saturate(_e39);
    let _e42 = oD1_;
    let l11_ = saturate(_e42);
    let l12_ = oFog;
    return VsOut(pos, l0_, l1_, l2_, l3_, l4_, l5_, l6_, l7_, l10_, l11_, l12_);
}
