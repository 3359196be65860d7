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

var<private> oPos: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oD1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 20i) {
        return vec4<f32>(765.00586f, 0f, 1f, 30f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e16 = cf[(i - 0i)];
        return _e16;
    }
    return vec4(0f);
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
    let _e22 = v2_;
    r0_.x = ((_e22.z * 765.00586f) + 30f);
    let _e30 = r0_;
    a0_.x = i32(floor(_e30.x));
    let _e37 = v1_;
    let _e40 = cf[4];
    let _e43 = v1_;
    let _e46 = cf[5];
    let _e49 = v1_;
    let _e52 = cf[6];
    let _e55 = vec3<f32>(dot(_e37.xyz, _e40.xyz), dot(_e43.xyz, _e46.xyz), dot(_e49.xyz, _e52.xyz));
    let _e56 = r1_;
    r1_ = vec4<f32>(_e55.x, _e55.y, _e55.z, _e56.w);
    let _e63 = r1_;
    let _e66 = cf[8];
    r2_.x = dot(_e63.xyz, _e66.xyz);
    let _e70 = r2_;
    r2_.x = max(_e70.x, 0f);
    let _e76 = r2_;
    let _e79 = a0_.x;
    let _e82 = d3d_c_rel((_e79 + 0i));
    r3_ = (_e76.xxxx * _e82);
    let _e85 = r3_;
    let _e87 = a0_.x;
    let _e90 = d3d_c_rel((_e87 + 2i));
    oD0_ = (_e85 + _e90);
    let _e93 = r2_;
    let _e96 = a0_.x;
    let _e99 = d3d_c_rel((_e96 + 1i));
    oD1_ = (_e93.xxxx * _e99);
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
    let _e26 = oD1_;
    let l11_ = saturate(_e26);
    return VsOut(pos, l10_, l11_);
}
