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
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r0_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> oD0_: vec4<f32>;
var<private> v2_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    var n0_: i32;

    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e22 = v1_;
    r0_ = _e22;
    let rep0_ = vec4<i32>(6i, 0i, 0i, 0i);
    n0_ = 0i;
    loop {
        let _e27 = n0_;
        if (_e27 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e32 = r0_;
        r0_.x = (_e32.x + 0.25f);
        let _e38 = r0_;
        p0_.x = (_e38.x > 1f);
        let _e44 = p0_.x;
        if _e44 {
            break;
        }
        continuing {
            let _e45 = n0_;
            n0_ = (_e45 + 1i);
        }
    }
    let _e49 = p0_.x;
    if _e49 {
        r0_.y = 0.5f;
    } else {
        r0_.y = 0f;
    }
    let _e55 = p0_.x;
    if !(_e55) {
        r0_.z = 1f;
    }
    let _e59 = r0_;
    oD0_ = _e59;
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
