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
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r1_: vec4<f32>;
var<private> oD0_: vec4<f32>;
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
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v2_;
    r0_ = (_e22 * vec4(4f));
    let _e27 = r0_;
    a0_.x = i32(floor((_e27.x + 0.5f)));
    let _e36 = a0_.x;
    let _e39 = d3d_c_rel((_e36 + 30i));
    r1_ = _e39;
    let _e40 = r0_;
    let _e45 = vec2<i32>(floor((_e40.zz + vec2(0.5f))));
    let _e46 = a0_;
    a0_ = vec4<i32>(_e46.x, _e45.x, _e45.y, _e46.w);
    let _e52 = r1_;
    let _e54 = a0_.y;
    let _e57 = d3d_c_rel((_e54 + 31i));
    r1_ = (_e52 + _e57);
    let _e59 = r1_;
    let _e61 = a0_.z;
    let _e64 = d3d_c_rel((_e61 + 2i));
    r1_ = (_e59 + _e64);
    let _e66 = r0_;
    a0_ = vec4<i32>(floor((-(_e66.wzyx) + vec4(0.5f))));
    let _e74 = a0_.w;
    let _e77 = d3d_c_rel((_e74 + 40i));
    let _e81 = r1_;
    r1_ = ((_e77 * vec4(0.25f)) + _e81);
    let _e83 = r1_;
    let _e86 = a0_.x;
    let _e89 = d3d_c_rel((_e86 + 0i));
    r1_.x = (_e83.x + _e89.x);
    let _e94 = r1_;
    oD0_ = _e94;
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
