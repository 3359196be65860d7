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
var<private> aL: i32;
var<private> p0_: vec4<bool>;
@group(0) @binding(5) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> o1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> v2_: vec4<f32>;
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

fn d3d_l3_() {
    let _e1 = r0_;
    r0_ = ((_e1 * vec4(0.25f)) + vec4(1f));
}

fn d3d_main() {
    var n0_: i32;
    var n1_: i32;

    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    o0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(5i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e31 = n0_;
        if (_e31 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e36 = r0_;
        let _e37 = aL;
        let _e40 = d3d_c_rel((_e37 + 10i));
        r0_ = (_e36 + _e40);
        let _e42 = r0_;
        if (_e42.x > 4f) {
            break;
        }
        let _e47 = r0_;
        p0_.x = (_e47.y < 0.5f);
        let _e52 = r0_;
        let _e56 = r0_;
        let _e61 = p0_;
        r0_ = select(_e56, vec4<f32>(_e56.x, (_e52.y + 0.25f), _e56.z, _e56.w), _e61.xxxx);
        let _e65 = p0_.x;
        if !(_e65) {
            break;
        }
        continuing {
            let _e67 = n0_;
            n0_ = (_e67 + 1i);
            let _e69 = aL;
            aL = (_e69 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let rep1_ = vec4<i32>(3i, 0i, 0i, 0i);
    n1_ = 0i;
    loop {
        let _e75 = n1_;
        if (_e75 >= clamp(rep1_.x, 0i, 255i)) {
            break;
        }
        if true {
            let _e80 = r0_;
            r0_ = (_e80 * vec4(0.5f));
        } else {
            let _e86 = cb[0].y;
            if (_e86 != 0u) {
                d3d_l3_();
            }
        }
        let _e89 = r0_;
        if (_e89.w >= 1f) {
            break;
        }
        continuing {
            let _e93 = n1_;
            n1_ = (_e93 + 1i);
        }
    }
    d3d_l3_();
    let _e96 = r0_;
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
