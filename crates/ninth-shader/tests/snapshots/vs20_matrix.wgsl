struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 16>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> oT3_: vec4<f32>;
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
    let _e45 = cf[7];
    let _e48 = v1_;
    let _e51 = cf[8];
    let _e54 = v1_;
    let _e57 = cf[9];
    let _e60 = v1_;
    let _e63 = cf[10];
    r1_ = vec4<f32>(dot(_e42.xyz, _e45.xyz), dot(_e48.xyz, _e51.xyz), dot(_e54.xyz, _e57.xyz), dot(_e60.xyz, _e63.xyz));
    let _e68 = v1_;
    let _e71 = cf[11];
    let _e74 = v1_;
    let _e77 = cf[12];
    let _e80 = v1_;
    let _e83 = cf[13];
    let _e86 = vec3<f32>(dot(_e68.xyz, _e71.xyz), dot(_e74.xyz, _e77.xyz), dot(_e80.xyz, _e83.xyz));
    let _e87 = r2_;
    r2_ = vec4<f32>(_e86.x, _e86.y, _e86.z, _e87.w);
    let _e95 = v2_;
    let _e98 = cf[14];
    let _e101 = v2_;
    let _e104 = cf[15];
    let _e107 = vec2<f32>(dot(_e95.xyz, _e98.xyz), dot(_e101.xyz, _e104.xyz));
    let _e108 = r3_;
    r3_ = vec4<f32>(_e107.x, _e107.y, _e108.z, _e108.w);
    r0_.w = 1f;
    r2_.w = 0.25f;
    let _e120 = vec2<f32>(2f, 0f);
    let _e121 = r3_;
    r3_ = vec4<f32>(_e121.x, _e121.y, _e120.x, _e120.y);
    let _e128 = r0_;
    oT0_ = _e128;
    let _e130 = r1_;
    oT1_ = _e130;
    let _e132 = r2_;
    oT2_ = _e132;
    let _e134 = r3_;
    oT3_ = _e134;
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
    return VsOut(pos, l0_, l1_, l2_, l3_);
}
