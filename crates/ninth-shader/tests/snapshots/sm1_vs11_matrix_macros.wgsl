struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 14>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oT2_: vec4<f32>;
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
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e42 = v1_;
    let _e45 = cf[4];
    let _e48 = v1_;
    let _e51 = cf[5];
    let _e54 = v1_;
    let _e57 = cf[6];
    let _e60 = vec3<f32>(dot(_e42.xyz, _e45.xyz), dot(_e48.xyz, _e51.xyz), dot(_e54.xyz, _e57.xyz));
    let _e61 = r1_;
    r1_ = vec4<f32>(_e60.x, _e60.y, _e60.z, _e61.w);
    let _e68 = v1_;
    let _e71 = cf[7];
    let _e74 = v1_;
    let _e77 = cf[8];
    let _e80 = v1_;
    let _e83 = cf[9];
    let _e86 = v1_;
    let _e89 = cf[10];
    r2_ = vec4<f32>(dot(_e68.xyz, _e71.xyz), dot(_e74.xyz, _e77.xyz), dot(_e80.xyz, _e83.xyz), dot(_e86.xyz, _e89.xyz));
    let _e95 = v2_;
    let _e98 = cf[11];
    let _e101 = v2_;
    let _e104 = cf[12];
    let _e107 = vec2<f32>(dot(_e95.xyz, _e98.xyz), dot(_e101.xyz, _e104.xyz));
    let _e108 = r3_;
    r3_ = vec4<f32>(_e107.x, _e107.y, _e108.z, _e108.w);
    let _e115 = r3_;
    let _e116 = _e115.xy;
    let _e117 = oT0_;
    oT0_ = vec4<f32>(_e116.x, _e116.y, _e117.z, _e117.w);
    let _e124 = r2_;
    oT1_ = _e124;
    let _e126 = r0_;
    let _e128 = r1_;
    let _e130 = (_e126.xyz + _e128.xyz);
    let _e131 = oT2_;
    oT2_ = vec4<f32>(_e130.x, _e130.y, _e130.z, _e131.w);
    let _e139 = cf[13];
    oD0_ = _e139;
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
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    return VsOut(pos, l0_, l1_, l2_, l10_);
}
