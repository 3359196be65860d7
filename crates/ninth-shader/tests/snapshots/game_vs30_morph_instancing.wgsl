struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
}

struct NinthDraw {
    half_pixel: vec4<f32>,
    fog: vec4<f32>,
    fog_color: vec4<f32>,
    alpha_test: vec4<f32>,
}

var<private> r0_: vec4<f32>;
var<private> v_1: array<vec4<f32>, 16>;
var<private> aL: i32;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> o0_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> o3_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> o2_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 100i) {
        return vec4<f32>(0f, 1f, 0f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e14 = cf[(i - 0i)];
        return _e14;
    }
    return vec4(0f);
}

fn d3d_v_rel(i_1: i32) -> vec4<f32> {
    if ((i_1 >= 0i) && (i_1 < 16i)) {
        let _e8 = v_1[i_1];
        return _e8;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    let _e3 = v_1[0];
    r0_ = _e3;
    let aL_outer0_ = aL;
    let loop0_ = vec4<i32>(4i, 0i, 1i, 0i);
    aL = loop0_.y;
    n0_ = 0i;
    loop {
        let _e12 = n0_;
        if (_e12 >= clamp(loop0_.x, 0i, 255i)) {
            break;
        }
        let _e18 = aL;
        let _e20 = d3d_v_rel((_e18 + 1i));
        let _e22 = v_1[0];
        r1_ = (_e20 + -(_e22));
        let _e25 = r1_;
        let _e27 = aL;
        let _e30 = d3d_c_rel((_e27 + 40i));
        let _e33 = r0_;
        let _e35 = ((_e25.xyz * _e30.xxx) + _e33.xyz);
        let _e36 = r0_;
        r0_ = vec4<f32>(_e35.x, _e35.y, _e35.z, _e36.w);
        continuing {
            let _e42 = n0_;
            n0_ = (_e42 + 1i);
            let _e44 = aL;
            aL = (_e44 + loop0_.z);
        }
    }
    aL = aL_outer0_;
    r0_.w = 1f;
    let _e50 = r0_;
    let _e52 = v_1[5];
    r2_.x = dot(_e50, _e52);
    let _e55 = r0_;
    let _e57 = v_1[6];
    r2_.y = dot(_e55, _e57);
    let _e60 = r0_;
    let _e62 = v_1[7];
    r2_.z = dot(_e60, _e62);
    r2_.w = 1f;
    let _e67 = r2_;
    let _e70 = cf[0];
    let _e72 = r2_;
    let _e74 = cf[1];
    let _e76 = r2_;
    let _e78 = cf[2];
    let _e80 = r2_;
    let _e82 = cf[3];
    r3_ = vec4<f32>(dot(_e67, _e70), dot(_e72, _e74), dot(_e76, _e78), dot(_e80, _e82));
    let _e86 = r3_;
    o0_ = _e86;
    let _e89 = v_1[8];
    let _e92 = v_1[5];
    r4_.x = dot(_e89.xyz, _e92.xyz);
    let _e97 = v_1[8];
    let _e100 = v_1[6];
    r4_.y = dot(_e97.xyz, _e100.xyz);
    let _e105 = v_1[8];
    let _e108 = v_1[7];
    r4_.z = dot(_e105.xyz, _e108.xyz);
    let _e113 = r4_;
    let _e114 = d3d_nrm(_e113);
    let _e115 = r5_;
    r5_ = vec4<f32>(_e114.x, _e114.y, _e114.z, _e115.w);
    let _e122 = r5_;
    let _e123 = _e122.xyz;
    let _e124 = o3_;
    o3_ = vec4<f32>(_e123.x, _e123.y, _e123.z, _e124.w);
    let _e131 = r5_;
    let _e134 = cf[4];
    r6_.x = saturate(dot(_e131.xyz, -(_e134.xyz)));
    let _e141 = r6_;
    let _e144 = v_1[9];
    let _e147 = cf[5];
    o1_ = ((_e141.xxxx * _e144) + _e147);
    let _e150 = r3_;
    let _e153 = cf[6];
    let _e157 = cf[6];
    o2_.x = saturate(((_e150.w * _e153.x) + _e157.y));
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>, @location(5) i5_: vec4<f32>, @location(6) i6_: vec4<f32>, @location(7) i7_: vec4<f32>, @location(8) i8_: vec4<f32>, @location(9) i9_: vec4<f32>) -> VsOut {
    v_1[0] = i0_;
    v_1[1] = i1_;
    v_1[2] = i2_;
    v_1[3] = i3_;
    v_1[4] = i4_;
    v_1[5] = i5_;
    v_1[6] = i6_;
    v_1[7] = i7_;
    v_1[8] = i8_;
    v_1[9] = i9_;
    d3d_main();
    let _e22 = o0_;
    let _e25 = draw.half_pixel;
    let pos = vec4<f32>((_e22.x + (_e22.w * _e25.x)), (_e22.y - (_e22.w * _e25.y)), _e22.z, _e22.w);
    let l0_ = o3_;
    let l10_ = o1_;
    let l12_ = o2_;
    return VsOut(pos, l0_, l10_, l12_);
}
