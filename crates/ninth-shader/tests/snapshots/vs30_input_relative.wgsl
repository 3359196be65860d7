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
var<private> v: array<vec4<f32>, 16>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 4>;
var<private> r0_: vec4<f32>;
var<private> aL: i32;
var<private> o1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_v_rel(i: i32) -> vec4<f32> {
    if ((i >= 0i) && (i < 16i)) {
        let _e8 = v[i];
        return _e8;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    let _e3 = v[0];
    let _e6 = cf[0];
    let _e9 = v[0];
    let _e11 = cf[1];
    let _e14 = v[0];
    let _e16 = cf[2];
    let _e19 = v[0];
    let _e21 = cf[3];
    o0_ = vec4<f32>(dot(_e3, _e6), dot(_e9, _e11), dot(_e14, _e16), dot(_e19, _e21));
    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(3i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e35 = n0_;
        if (_e35 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e40 = r0_;
        let _e41 = aL;
        let _e44 = d3d_v_rel((_e41 + 2i));
        r0_ = (_e40 + _e44);
        continuing {
            let _e46 = n0_;
            n0_ = (_e46 + 1i);
            let _e48 = aL;
            aL = (_e48 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e52 = r0_;
    o1_ = _e52;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>) -> VsOut {
    v[0] = i0_;
    v[1] = i1_;
    v[2] = i2_;
    v[3] = i3_;
    v[4] = i4_;
    d3d_main();
    let _e12 = o0_;
    let _e15 = draw.half_pixel;
    let pos = vec4<f32>((_e12.x + (_e12.w * _e15.x)), (_e12.y - (_e12.w * _e15.y)), _e12.z, _e12.w);
    let l10_ = o1_;
    return VsOut(pos, l10_);
}
