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
var<private> v1_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> r1_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> o1_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 20i) {
        return vec4<f32>(0f, 0.5f, 1f, 3f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e16 = cf[(i - 0i)];
        return _e16;
    }
    return vec4(0f);
}

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
    o0_ = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    r0_ = vec4(0f);
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(4i, 0i, 1i, 0i);
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
        if (_e42.x > 0.5f) {
            break;
        }
        continuing {
            let _e46 = n0_;
            n0_ = (_e46 + 1i);
            let _e48 = aL;
            aL = (_e48 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let _e52 = v1_;
    if (_e52.x < 0.5f) {
        let _e55 = v1_;
        r0_.y = _e55.y;
    } else {
        let _e58 = v1_;
        r0_.z = _e58.y;
    }
    let _e62 = v1_;
    p0_ = (_e62.yyyy >= vec4(0.5f));
    let _e66 = r0_;
    let _e69 = r0_;
    let _e74 = p0_;
    r0_ = select(_e69, vec4<f32>((_e66.x * 0.5f), _e69.y, _e69.z, _e69.w), _e74);
    let _e77 = v1_;
    r1_.x = (_e77.x * 3f);
    let _e83 = r1_;
    a0_.x = i32(floor((_e83.x + 0.5f)));
    let _e89 = r0_;
    let _e92 = a0_.x;
    let _e94 = d3d_c_rel((_e92 + 10i));
    let _e96 = (_e89.xyz + _e94.xyz);
    let _e97 = r0_;
    r0_ = vec4<f32>(_e96.x, _e96.y, _e96.z, _e97.w);
    r0_.w = 1f;
    let _e106 = r0_;
    o1_ = _e106;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = o0_;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l10_ = o1_;
    return VsOut(pos, l10_);
}
