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
var<uniform> cf: array<vec4<f32>, 4>;
var<private> oD0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v4_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> v5_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> v6_: vec4<f32>;
var<private> oT3_: vec4<f32>;
var<private> v7_: vec4<f32>;
var<private> oT4_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oT5_: vec4<f32>;
var<private> oT6_: vec4<f32>;
var<private> oT7_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oPts: vec4<f32>;
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
    oD0_ = _e22;
    let _e25 = v3_;
    oD1_ = _e25;
    let _e28 = v4_;
    oT0_ = _e28;
    let _e31 = v5_;
    let _e32 = _e31.xy;
    let _e33 = oT1_;
    oT1_ = vec4<f32>(_e32.x, _e32.y, _e33.z, _e33.w);
    let _e41 = v6_;
    let _e42 = _e41.xyz;
    let _e43 = oT2_;
    oT2_ = vec4<f32>(_e42.x, _e42.y, _e42.z, _e43.w);
    let _e51 = v7_;
    let _e52 = _e51.xyz;
    let _e53 = oT3_;
    oT3_ = vec4<f32>(_e52.x, _e52.y, _e52.z, _e53.w);
    let _e61 = v1_;
    let _e62 = _e61.xyz;
    let _e63 = oT4_;
    oT4_ = vec4<f32>(_e62.x, _e62.y, _e62.z, _e63.w);
    let _e70 = v4_;
    let _e74 = (_e70.yx * vec2(0.5f));
    let _e75 = oT5_;
    oT5_ = vec4<f32>(_e74.x, _e74.y, _e75.z, _e75.w);
    let _e82 = v5_;
    oT6_.x = ((_e82.x * 2f) + 1f);
    oT7_ = vec4<f32>(0.5f, 1f, 2f, 4f);
    let _e93 = v2_;
    oFog = _e93.wwww;
    oPts = vec4(4f);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>, @location(5) i5_: vec4<f32>, @location(6) i6_: vec4<f32>, @location(7) i7_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    v4_ = i4_;
    v5_ = i5_;
    v6_ = i6_;
    v7_ = i7_;
    d3d_main();
    let _e17 = oPos;
    let _e20 = draw.half_pixel;
    let pos = vec4<f32>((_e17.x + (_e17.w * _e20.x)), (_e17.y - (_e17.w * _e20.y)), _e17.z, _e17.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let l2_ = oT2_;
    let l3_ = oT3_;
    let l4_ = oT4_;
    let l5_ = oT5_;
    let l6_ = oT6_;
    let l7_ = oT7_;
    let _e49 = oD0_;
    let l10_ = saturate(_e49);
    let _e52 = oD1_;
    let l11_ = saturate(_e52);
    let l12_ = oFog;
    return VsOut(pos, l0_, l1_, l2_, l3_, l4_, l5_, l6_, l7_, l10_, l11_, l12_);
}
