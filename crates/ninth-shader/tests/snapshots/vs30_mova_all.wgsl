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

var<private> o0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r1_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 91i) {
        return vec4<f32>(1f, 0.25f, -0.75f, 4f);
    }
    if (i == 90i) {
        return vec4<f32>(0.5f, -1.5f, 2f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e23 = cf[(i - 0i)];
        return _e23;
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
    o0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v2_;
    r0_ = (_e22 * vec4(4f));
    let _e27 = r0_;
    a0_ = vec4<i32>(floor((_e27 + vec4(0.5f))));
    let _e35 = a0_.x;
    let _e38 = d3d_c_rel((_e35 + 10i));
    r1_ = _e38;
    let _e39 = r1_;
    let _e41 = a0_.y;
    let _e44 = d3d_c_rel((_e41 + 20i));
    r1_ = (_e39 + _e44);
    let _e46 = r1_;
    let _e48 = a0_.z;
    let _e51 = d3d_c_rel((_e48 + 30i));
    r1_ = (_e46 + _e51);
    let _e53 = r1_;
    let _e55 = a0_.w;
    let _e58 = d3d_c_rel((_e55 + 40i));
    r1_ = (_e53 + _e58);
    let _e60 = r0_;
    a0_.x = i32(floor((-(abs(_e60.w)) + 0.5f)));
    let _e68 = r1_;
    let _e70 = a0_.x;
    let _e73 = d3d_c_rel((_e70 + 100i));
    r1_ = (_e68 + _e73);
    a0_.y = i32(floor((-1.5f + 0.5f)));
    let _e80 = r1_;
    let _e83 = a0_.y;
    let _e86 = d3d_c_rel((_e83 + 50i));
    let _e88 = (_e80.xyz + _e86.zyx);
    let _e89 = r1_;
    r1_ = vec4<f32>(_e88.x, _e88.y, _e88.z, _e89.w);
    let _e96 = r1_;
    o1_ = _e96;
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
    return VsOut(pos, l10_);
}
