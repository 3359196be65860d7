struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
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
var<uniform> cf: array<vec4<f32>, 9>;
var<private> r0_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> oT3_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> v4_: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v0_;
    let _e5 = cf[0];
    let _e7 = v0_;
    let _e9 = cf[1];
    let _e11 = v0_;
    let _e13 = cf[2];
    let _e15 = v0_;
    let _e17 = cf[3];
    oPos = vec4<f32>(dot(_e2, _e5), dot(_e7, _e9), dot(_e11, _e13), dot(_e15, _e17));
    let _e21 = v0_;
    let _e23 = cf[4];
    let _e25 = v0_;
    let _e27 = cf[5];
    let _e29 = v0_;
    let _e31 = cf[6];
    let _e33 = vec3<f32>(dot(_e21, _e23), dot(_e25, _e27), dot(_e29, _e31));
    let _e34 = r0_;
    r0_ = vec4<f32>(_e33.x, _e33.y, _e33.z, _e34.w);
    let _e42 = cf[7];
    let _e44 = r0_;
    let _e46 = (_e42.xyz - _e44.xyz);
    let _e47 = r1_;
    r1_ = vec4<f32>(_e46.x, _e46.y, _e46.z, _e47.w);
    let _e55 = v2_;
    let _e58 = cf[4];
    let _e61 = v2_;
    let _e64 = cf[5];
    let _e67 = v2_;
    let _e70 = cf[6];
    let _e73 = vec3<f32>(dot(_e55.xyz, _e58.xyz), dot(_e61.xyz, _e64.xyz), dot(_e67.xyz, _e70.xyz));
    let _e74 = r2_;
    r2_ = vec4<f32>(_e73.x, _e73.y, _e73.z, _e74.w);
    let _e82 = v3_;
    let _e85 = cf[4];
    let _e88 = v3_;
    let _e91 = cf[5];
    let _e94 = v3_;
    let _e97 = cf[6];
    let _e100 = vec3<f32>(dot(_e82.xyz, _e85.xyz), dot(_e88.xyz, _e91.xyz), dot(_e94.xyz, _e97.xyz));
    let _e101 = r3_;
    r3_ = vec4<f32>(_e100.x, _e100.y, _e100.z, _e101.w);
    let _e109 = v1_;
    let _e112 = cf[4];
    let _e115 = v1_;
    let _e118 = cf[5];
    let _e121 = v1_;
    let _e124 = cf[6];
    let _e127 = vec3<f32>(dot(_e109.xyz, _e112.xyz), dot(_e115.xyz, _e118.xyz), dot(_e121.xyz, _e124.xyz));
    let _e128 = r4_;
    r4_ = vec4<f32>(_e127.x, _e127.y, _e127.z, _e128.w);
    let _e135 = r2_;
    r5_.x = _e135.x;
    let _e138 = r3_;
    r5_.y = _e138.x;
    let _e141 = r4_;
    r5_.z = _e141.x;
    let _e144 = r1_;
    r5_.w = _e144.x;
    let _e148 = r5_;
    oT1_ = _e148;
    let _e150 = r2_;
    r6_.x = _e150.y;
    let _e153 = r3_;
    r6_.y = _e153.y;
    let _e156 = r4_;
    r6_.z = _e156.y;
    let _e159 = r1_;
    r6_.w = _e159.y;
    let _e163 = r6_;
    oT2_ = _e163;
    let _e165 = r2_;
    r7_.x = _e165.z;
    let _e168 = r3_;
    r7_.y = _e168.z;
    let _e171 = r4_;
    r7_.z = _e171.z;
    let _e174 = r1_;
    r7_.w = _e174.z;
    let _e178 = r7_;
    oT3_ = _e178;
    let _e181 = v4_;
    let _e182 = _e181.xy;
    let _e183 = oT0_;
    oT0_ = vec4<f32>(_e182.x, _e182.y, _e183.z, _e183.w);
    let _e191 = cf[8];
    oD0_ = _e191;
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
    let l1_ = oT1_;
    let l2_ = oT2_;
    let l3_ = oT3_;
    let _e35 = oD0_;
    let l10_ = saturate(_e35);
    return VsOut(pos, l0_, l1_, l2_, l3_, l10_);
}
