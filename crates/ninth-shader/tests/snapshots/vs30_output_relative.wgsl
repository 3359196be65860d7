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

var<private> o: array<vec4<f32>, 12>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> aL: i32;
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
    var n0_: i32;

    let _e3 = v0_;
    let _e6 = cf[0];
    let _e8 = v0_;
    let _e10 = cf[1];
    let _e12 = v0_;
    let _e14 = cf[2];
    let _e16 = v0_;
    let _e18 = cf[3];
    o[0] = vec4<f32>(dot(_e3, _e6), dot(_e8, _e10), dot(_e12, _e14), dot(_e16, _e18));
    let _e23 = v2_;
    r0_ = _e23;
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(4i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e32 = n0_;
        if (_e32 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e37 = aL;
        let oi = (_e37 + 1i);
        if ((oi >= 0i) && (oi < 12i)) {
            let _e44 = r0_;
            o[oi] = _e44;
        }
        let _e45 = r0_;
        let _e46 = aL;
        let _e49 = d3d_c_rel((_e46 + 10i));
        r0_ = (_e45 + _e49);
        continuing {
            let _e51 = n0_;
            n0_ = (_e51 + 1i);
            let _e53 = aL;
            aL = (_e53 + loop0_.z);
        }
    }
    aL = aL_outer0_;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    d3d_main();
    let _e8 = o[0];
    let _e11 = draw.half_pixel;
    let pos = vec4<f32>((_e8.x + (_e8.w * _e11.x)), (_e8.y - (_e8.w * _e11.y)), _e8.z, _e8.w);
    let l0_ = o[1];
    let l1_ = o[2];
    let l2_ = o[3];
    let l3_ = o[4];
    return VsOut(pos, l0_, l1_, l2_, l3_);
}
