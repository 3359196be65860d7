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
@group(0) @binding(3) 
var<uniform> ci: array<vec4<i32>, 16>;
@group(0) @binding(5) 
var<uniform> cb: array<vec4<u32>, 4>;
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 23i) {
        return vec4<f32>(-0.020833334f, -0.125f, 1f, 0.5f);
    }
    if (i == 22i) {
        return vec4<f32>(-0.0000015500992f, -0.00002170139f, 0.0026041667f, 0.00026041668f);
    }
    if (i == 21i) {
        return vec4<f32>(3f, 6.2831855f, -3.1415927f, 0f);
    }
    if (i == 20i) {
        return vec4<f32>(0f, 0.25f, 1f, 0.5f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e34 = cf[(i - 0i)];
        return _e34;
    }
    return vec4(0f);
}

fn d3d_l0_() {
    let _e1 = r0_;
    r0_.w = (_e1.w * 0.5f);
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
    let loop0_ = vec4<i32>(3i, 0i, 1i, 0i);
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
        continuing {
            let _e42 = n0_;
            n0_ = (_e42 + 1i);
            let _e44 = aL;
            aL = (_e44 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    let rep1_ = ci[1];
    n1_ = 0i;
    loop {
        let _e51 = n1_;
        if (_e51 >= clamp(rep1_.x, 0i, 255i)) {
            break;
        }
        let _e55 = r0_;
        let _e59 = (_e55.xyz * vec3(0.5f));
        let _e60 = r0_;
        r0_ = vec4<f32>(_e59.x, _e59.y, _e59.z, _e60.w);
        let _e66 = r0_;
        r0_.z = (_e66.z + 0.25f);
        continuing {
            let _e71 = n1_;
            n1_ = (_e71 + 1i);
        }
    }
    let _e76 = cb[0].x;
    if (_e76 != 0u) {
        let _e79 = r0_;
        let _e82 = v1_;
        let _e84 = (_e79.xyz + _e82.xyx);
        let _e85 = r0_;
        r0_ = vec4<f32>(_e84.x, _e84.y, _e84.z, _e85.w);
    } else {
        let _e91 = r0_;
        let _e93 = v1_;
        let _e95 = (_e91.xyz * _e93.yyy);
        let _e96 = r0_;
        r0_ = vec4<f32>(_e95.x, _e95.y, _e95.z, _e96.w);
    }
    let _e103 = v1_;
    r1_.x = (_e103.x * 3f);
    let _e109 = r1_;
    a0_.x = i32(floor((_e109.x + 0.5f)));
    let _e115 = r0_;
    let _e117 = a0_.x;
    let _e120 = d3d_c_rel((_e117 + 14i));
    r0_ = (_e115 + _e120);
    let _e123 = v1_;
    r3_.x = ((_e123.y * 6.2831855f) + -3.1415927f);
    let _e131 = r3_;
    let _e134 = r3_;
    let _e137 = vec2<f32>(cos(_e131.x), sin(_e134.x));
    let _e138 = r4_;
    r4_ = vec4<f32>(_e137.x, _e137.y, _e138.z, _e138.w);
    let _e144 = r4_;
    let _e147 = r0_;
    r0_.z = ((_e144.x * 0.25f) + _e147.z);
    d3d_l0_();
    let _e152 = r0_;
    oD0_ = _e152;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let _e21 = oD0_;
    let l10_ = saturate(_e21);
    return VsOut(pos, l10_);
}
