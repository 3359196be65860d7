struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 12>;
var<private> r0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oT3_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rsq(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x)), _e1, (x == 0f));
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
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e41 = r0_;
    let _e42 = _e41.xyz;
    let _e43 = oT0_;
    oT0_ = vec4<f32>(_e42.x, _e42.y, _e42.z, _e43.w);
    let _e50 = v0_;
    let _e52 = cf[7];
    let _e54 = v0_;
    let _e56 = cf[8];
    let _e58 = v0_;
    let _e60 = cf[9];
    let _e62 = v0_;
    let _e64 = cf[10];
    oT1_ = vec4<f32>(dot(_e50, _e52), dot(_e54, _e56), dot(_e58, _e60), dot(_e62, _e64));
    let _e69 = v1_;
    let _e72 = cf[4];
    let _e75 = v1_;
    let _e78 = cf[5];
    let _e81 = v1_;
    let _e84 = cf[6];
    let _e87 = vec3<f32>(dot(_e69.xyz, _e72.xyz), dot(_e75.xyz, _e78.xyz), dot(_e81.xyz, _e84.xyz));
    let _e88 = r1_;
    r1_ = vec4<f32>(_e87.x, _e87.y, _e87.z, _e88.w);
    let _e95 = r1_;
    let _e96 = _e95.xyz;
    let _e97 = oT2_;
    oT2_ = vec4<f32>(_e96.x, _e96.y, _e96.z, _e97.w);
    let _e104 = r0_;
    let _e106 = r0_;
    r2_.x = dot(_e104.xyz, _e106.xyz);
    let _e110 = r2_;
    let _e112 = d3d_rsq(_e110.x);
    r2_.x = _e112;
    let _e115 = r0_;
    let _e117 = r2_;
    let _e119 = (_e115.xyz * _e117.xxx);
    let _e120 = r3_;
    r3_ = vec4<f32>(_e119.x, _e119.y, _e119.z, _e120.w);
    let _e126 = r1_;
    let _e128 = r3_;
    r2_.y = dot(_e126.xyz, _e128.xyz);
    let _e132 = r2_;
    let _e134 = r2_;
    r2_.y = (_e132.y + _e134.y);
    let _e139 = r1_;
    let _e141 = r2_;
    let _e145 = r3_;
    let _e147 = ((_e139.xyz * -(_e141.yyy)) + _e145.xyz);
    let _e148 = oT3_;
    oT3_ = vec4<f32>(_e147.x, _e147.y, _e147.z, _e148.w);
    let _e156 = cf[11];
    oD0_ = _e156;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let l2_ = oT2_;
    let l3_ = oT3_;
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    return VsOut(pos, l0_, l1_, l2_, l3_, l10_);
}
