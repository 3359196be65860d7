struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> aL: i32;
var<private> a0_: vec4<i32>;
var<private> oPos: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> oT0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 100i) {
        return vec4<f32>(0f, 1f, 4f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e15 = cf[(i - 0i)];
        return _e15;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    let _e2 = v0_;
    r0_ = _e2;
    r1_.x = 0f;
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(4i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e14 = n0_;
        if (_e14 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e20 = r1_;
        a0_.x = i32(floor((_e20.x + 0.5f)));
        let _e28 = a0_.x;
        let _e31 = d3d_c_rel((_e28 + 40i));
        let _e33 = aL;
        let _e36 = d3d_c_rel((_e33 + 30i));
        let _e39 = r0_;
        let _e41 = ((_e31.xyz * _e36.xxx) + _e39.xyz);
        let _e42 = r0_;
        r0_ = vec4<f32>(_e41.x, _e41.y, _e41.z, _e42.w);
        let _e48 = r1_;
        r1_.x = (_e48.x + 1f);
        continuing {
            let _e53 = n0_;
            n0_ = (_e53 + 1i);
            let _e55 = aL;
            aL = (_e55 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e59 = r0_;
    let _e62 = cf[0];
    let _e64 = r0_;
    let _e66 = cf[1];
    let _e68 = r0_;
    let _e70 = cf[2];
    let _e72 = r0_;
    let _e74 = cf[3];
    oPos = vec4<f32>(dot(_e59, _e62), dot(_e64, _e66), dot(_e68, _e70), dot(_e72, _e74));
    let _e79 = v2_;
    oT0_ = _e79;
    let _e82 = v1_;
    let _e85 = cf[4];
    oD0_ = vec4(dot(_e82.xyz, _e85.xyz));
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
    let _e25 = oD0_;
    let l10_ = saturate(_e25);
    return VsOut(pos, l0_, l10_);
}
