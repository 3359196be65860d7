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
var<private> aL: i32;
var<private> oD0_: vec4<f32>;
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
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(4i, 10i, 2i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e32 = n0_;
        if (_e32 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e37 = r0_;
        let _e38 = aL;
        let _e40 = d3d_c_rel((_e38 + 0i));
        r0_ = (_e37 + _e40);
        let _e42 = r0_;
        let _e44 = aL;
        let _e47 = d3d_c_rel((_e44 + 1i));
        r0_.x = (_e42.x + _e47.y);
        continuing {
            let _e51 = n0_;
            n0_ = (_e51 + 1i);
            let _e53 = aL;
            aL = (_e53 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let aL_outer1_ = aL;
    let loop1_ = vec4<i32>(3i, 0i, 1i, 0i);
    aL = loop1_.y;
    n1_ = 0i;
    loop {
        let _e61 = n1_;
        if (_e61 >= clamp(loop1_.x, 0i, 255i)) {
            break;
        }
        let _e65 = aL;
        let _e68 = d3d_c_rel((_e65 + 20i));
        let _e72 = r0_;
        r0_ = ((_e68 * vec4(0.25f)) + _e72);
        continuing {
            let _e74 = n1_;
            n1_ = (_e74 + 1i);
            let _e76 = aL;
            aL = (_e76 + loop1_.z);
        }
    }
    aL = aL_outer1_;
    let _e80 = r0_;
    oD0_ = _e80;
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
