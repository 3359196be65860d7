struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
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
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> p0_: vec4<bool>;
var<private> oD0_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> oD1_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v3_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_pow(x: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 0i) {
        return vec4<f32>(0f, 1f, 0.5f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e14 = cf[(i - 0i)];
        return _e14;
    }
    return vec4(0f);
}

fn d3d_main() {
    var n0_: i32;

    let _e2 = v0_;
    let _e5 = cf[4];
    let _e7 = v0_;
    let _e9 = cf[5];
    let _e11 = v0_;
    let _e13 = cf[6];
    let _e15 = v0_;
    let _e17 = cf[7];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = v0_;
    let _e23 = cf[8];
    let _e25 = v0_;
    let _e27 = cf[9];
    let _e29 = v0_;
    let _e31 = cf[10];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e42 = v1_;
    let _e45 = cf[8];
    let _e48 = v1_;
    let _e51 = cf[9];
    let _e54 = v1_;
    let _e57 = cf[10];
    let _e60 = vec3<f32>(dot(_e42.xyz, _e45.xyz), dot(_e48.xyz, _e51.xyz), dot(_e54.xyz, _e57.xyz));
    let _e61 = r1_;
    r1_ = vec4<f32>(_e60.x, _e60.y, _e60.z, _e61.w);
    let _e68 = r1_;
    let _e69 = d3d_nrm(_e68);
    let _e70 = r2_;
    r2_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e77 = r0_;
    let _e82 = (-(_e77.xyz) + vec3(0f));
    let _e83 = r3_;
    r3_ = vec4<f32>(_e82.x, _e82.y, _e82.z, _e83.w);
    let _e90 = r3_;
    let _e91 = d3d_nrm(_e90);
    let _e92 = r4_;
    r4_ = vec4<f32>(_e91.x, _e91.y, _e91.z, _e92.w);
    let _e100 = cf[12];
    r5_ = _e100;
    r6_ = vec4(0f);
    r7_.x = 0f;
    let rep0_ = vec4<i32>(8i, 0i, 0i, 0i);
    n0_ = 0i;
    loop {
        let _e109 = n0_;
        if (_e109 >= clamp(rep0_.x, 0i, 255i)) {
            break;
        }
        let _e115 = r7_;
        a0_.x = i32(floor((_e115.x + 0.5f)));
        let _e123 = r2_;
        let _e126 = a0_.x;
        let _e129 = d3d_c_rel((_e126 + 20i));
        r8_.x = dot(_e123.xyz, -(_e129.xyz));
        let _e134 = r8_;
        r8_.x = max(_e134.x, 0f);
        let _e138 = r8_;
        let _e141 = a0_.x;
        let _e144 = d3d_c_rel((_e141 + 21i));
        let _e147 = r5_;
        let _e149 = ((_e138.xxx * _e144.xyz) + _e147.xyz);
        let _e150 = r5_;
        r5_ = vec4<f32>(_e149.x, _e149.y, _e149.z, _e150.w);
        let _e157 = r4_;
        let _e160 = a0_.x;
        let _e162 = d3d_c_rel((_e160 + 20i));
        let _e165 = (_e157.xyz + -(_e162.xyz));
        let _e166 = r9_;
        r9_ = vec4<f32>(_e165.x, _e165.y, _e165.z, _e166.w);
        let _e173 = r9_;
        let _e174 = d3d_nrm(_e173);
        let _e175 = r10_;
        r10_ = vec4<f32>(_e174.x, _e174.y, _e174.z, _e175.w);
        let _e181 = r2_;
        let _e183 = r10_;
        r8_.y = dot(_e181.xyz, _e183.xyz);
        let _e188 = r8_;
        p0_.x = (_e188.y > 0f);
        let _e192 = r8_;
        let _e195 = cf[13];
        let _e197 = d3d_pow(_e192.y, _e195.x);
        let _e198 = r8_;
        let _e203 = p0_;
        r8_ = select(_e198, vec4<f32>(_e198.x, _e198.y, _e197, _e198.w), _e203.xxxx);
        let _e206 = r8_;
        let _e211 = p0_;
        r8_ = select(_e206, vec4<f32>(_e206.x, _e206.y, 0f, _e206.w), !(_e211.xxxx));
        let _e215 = r8_;
        let _e218 = a0_.x;
        let _e221 = d3d_c_rel((_e218 + 22i));
        let _e224 = r6_;
        let _e226 = ((_e215.zzz * _e221.xyz) + _e224.xyz);
        let _e227 = r6_;
        r6_ = vec4<f32>(_e226.x, _e226.y, _e226.z, _e227.w);
        let _e233 = r7_;
        let _e236 = cf[14];
        r7_.x = (_e233.x + _e236.x);
        continuing {
            let _e240 = n0_;
            n0_ = (_e240 + 1i);
        }
    }
    let _e244 = r5_;
    let _e246 = v2_;
    oD0_ = (_e244 * _e246);
    let _e249 = r6_;
    oD1_ = _e249;
    let _e252 = v3_;
    oT0_ = _e252;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    d3d_main();
    let _e9 = oPos;
    let _e12 = draw.half_pixel;
    let pos = vec4<f32>((_e9.x + (_e9.w * _e12.x)), (_e9.y - (_e9.w * _e12.y)), _e9.z, _e9.w);
    let l0_ = oT0_;
    let _e27 = oD0_;
    let l10_ = saturate(_e27);
    let _e30 = oD1_;
    let l11_ = saturate(_e30);
    return VsOut(pos, l0_, l10_, l11_);
}
