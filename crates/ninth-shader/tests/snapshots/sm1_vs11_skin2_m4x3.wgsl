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
var<private> v2_: vec4<f32>;
var<private> a0_: vec4<i32>;
var<private> r1_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oPos: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v4_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_inf() -> f32 {
    var bits: u32;

    bits = 2139095040u;
    let _e2 = bits;
    return bitcast<f32>(_e2);
}

fn d3d_rsq(x: f32) -> f32 {
    let _e1 = d3d_inf();
    return select(inverseSqrt(abs(x)), _e1, (x == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 4i) {
        return vec4<f32>(1f, 0f, 3f, 0f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e15 = cf[(i - 0i)];
        return _e15;
    }
    return vec4(0f);
}

fn d3d_main() {
    let _e2 = v2_;
    let _e6 = (_e2.xy * vec2(3f));
    let _e7 = r0_;
    r0_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e14 = r0_;
    a0_.x = i32(floor(_e14.x));
    let _e21 = v0_;
    let _e23 = a0_.x;
    let _e26 = d3d_c_rel((_e23 + 16i));
    let _e28 = v0_;
    let _e30 = a0_.x;
    let _e33 = d3d_c_rel((_e30 + 17i));
    let _e35 = v0_;
    let _e37 = a0_.x;
    let _e40 = d3d_c_rel((_e37 + 18i));
    let _e42 = vec3<f32>(dot(_e21, _e26), dot(_e28, _e33), dot(_e35, _e40));
    let _e43 = r1_;
    r1_ = vec4<f32>(_e42.x, _e42.y, _e42.z, _e43.w);
    let _e51 = v3_;
    let _e54 = a0_.x;
    let _e56 = d3d_c_rel((_e54 + 16i));
    let _e59 = v3_;
    let _e62 = a0_.x;
    let _e64 = d3d_c_rel((_e62 + 17i));
    let _e67 = v3_;
    let _e70 = a0_.x;
    let _e72 = d3d_c_rel((_e70 + 18i));
    let _e75 = vec3<f32>(dot(_e51.xyz, _e56.xyz), dot(_e59.xyz, _e64.xyz), dot(_e67.xyz, _e72.xyz));
    let _e76 = r2_;
    r2_ = vec4<f32>(_e75.x, _e75.y, _e75.z, _e76.w);
    let _e82 = r0_;
    a0_.x = i32(floor(_e82.y));
    let _e88 = v0_;
    let _e90 = a0_.x;
    let _e92 = d3d_c_rel((_e90 + 16i));
    let _e94 = v0_;
    let _e96 = a0_.x;
    let _e98 = d3d_c_rel((_e96 + 17i));
    let _e100 = v0_;
    let _e102 = a0_.x;
    let _e104 = d3d_c_rel((_e102 + 18i));
    let _e106 = vec3<f32>(dot(_e88, _e92), dot(_e94, _e98), dot(_e100, _e104));
    let _e107 = r3_;
    r3_ = vec4<f32>(_e106.x, _e106.y, _e106.z, _e107.w);
    let _e114 = v3_;
    let _e117 = a0_.x;
    let _e119 = d3d_c_rel((_e117 + 16i));
    let _e122 = v3_;
    let _e125 = a0_.x;
    let _e127 = d3d_c_rel((_e125 + 17i));
    let _e130 = v3_;
    let _e133 = a0_.x;
    let _e135 = d3d_c_rel((_e133 + 18i));
    let _e138 = vec3<f32>(dot(_e114.xyz, _e119.xyz), dot(_e122.xyz, _e127.xyz), dot(_e130.xyz, _e135.xyz));
    let _e139 = r4_;
    r4_ = vec4<f32>(_e138.x, _e138.y, _e138.z, _e139.w);
    let _e145 = r1_;
    let _e148 = v1_;
    let _e150 = (_e145.xyz * _e148.xxx);
    let _e151 = r1_;
    r1_ = vec4<f32>(_e150.x, _e150.y, _e150.z, _e151.w);
    let _e157 = r2_;
    let _e159 = v1_;
    let _e161 = (_e157.xyz * _e159.xxx);
    let _e162 = r2_;
    r2_ = vec4<f32>(_e161.x, _e161.y, _e161.z, _e162.w);
    let _e170 = v1_;
    r5_.x = (1f + -(_e170.x));
    let _e175 = r3_;
    let _e177 = r5_;
    let _e180 = r1_;
    let _e182 = ((_e175.xyz * _e177.xxx) + _e180.xyz);
    let _e183 = r1_;
    r1_ = vec4<f32>(_e182.x, _e182.y, _e182.z, _e183.w);
    let _e189 = r4_;
    let _e191 = r5_;
    let _e194 = r2_;
    let _e196 = ((_e189.xyz * _e191.xxx) + _e194.xyz);
    let _e197 = r2_;
    r2_ = vec4<f32>(_e196.x, _e196.y, _e196.z, _e197.w);
    r1_.w = 1f;
    let _e205 = r1_;
    let _e208 = cf[0];
    let _e210 = r1_;
    let _e212 = cf[1];
    let _e214 = r1_;
    let _e216 = cf[2];
    let _e218 = r1_;
    let _e220 = cf[3];
    oPos = vec4<f32>(dot(_e205, _e208), dot(_e210, _e212), dot(_e214, _e216), dot(_e218, _e220));
    let _e224 = r2_;
    let _e226 = r2_;
    r6_.x = dot(_e224.xyz, _e226.xyz);
    let _e230 = r6_;
    let _e232 = d3d_rsq(_e230.x);
    r6_.x = _e232;
    let _e234 = r2_;
    let _e236 = r6_;
    let _e238 = (_e234.xyz * _e236.xxx);
    let _e239 = r2_;
    r2_ = vec4<f32>(_e238.x, _e238.y, _e238.z, _e239.w);
    let _e246 = r2_;
    let _e249 = cf[5];
    r7_.x = dot(_e246.xyz, _e249.xyz);
    let _e253 = r7_;
    r7_.x = max(_e253.x, 0f);
    let _e259 = r7_;
    let _e262 = cf[6];
    r8_ = (_e259.xxxx * _e262);
    let _e265 = r8_;
    let _e267 = cf[7];
    oD0_ = (_e265 + _e267);
    let _e271 = v4_;
    let _e272 = _e271.xy;
    let _e273 = oT0_;
    oT0_ = vec4<f32>(_e272.x, _e272.y, _e273.z, _e273.w);
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    v4_ = i4_;
    d3d_main();
    let _e11 = oPos;
    let _e14 = draw.half_pixel;
    let pos = vec4<f32>((_e11.x + (_e11.w * _e14.x)), (_e11.y - (_e11.w * _e14.y)), _e11.z, _e11.w);
    let l0_ = oT0_;
    let _e29 = oD0_;
    let l10_ = saturate(_e29);
    return VsOut(pos, l0_, l10_);
}
