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
var<private> v1_: vec4<f32>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 7>;
var<private> v0_: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> oD0_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> oPts: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_main() {
    let _e2 = v1_;
    r0_.x = ((_e2.z * 0.15915494f) + 0.5f);
    let _e9 = r0_;
    r0_.x = fract(_e9.x);
    let _e13 = r0_;
    r0_.x = ((_e13.x * 6.2831855f) + -3.1415927f);
    let _e21 = r0_;
    let _e24 = r0_;
    let _e27 = vec2<f32>(cos(_e21.x), sin(_e24.x));
    let _e28 = r1_;
    r1_ = vec4<f32>(_e27.x, _e27.y, _e28.z, _e28.w);
    let _e36 = v2_;
    let _e43 = ((_e36.xy * vec2(2f)) + vec2(-1f));
    let _e44 = r2_;
    r2_ = vec4<f32>(_e43.x, _e43.y, _e44.z, _e44.w);
    let _e51 = r2_;
    let _e53 = r1_;
    r3_.x = (_e51.x * _e53.x);
    let _e57 = r2_;
    let _e59 = r1_;
    let _e63 = r3_;
    r3_.x = ((_e57.y * -(_e59.y)) + _e63.x);
    let _e67 = r2_;
    let _e69 = r1_;
    r3_.y = (_e67.x * _e69.y);
    let _e73 = r2_;
    let _e75 = r1_;
    let _e78 = r3_;
    r3_.y = ((_e73.y * _e75.x) + _e78.y);
    let _e82 = r3_;
    let _e84 = v1_;
    let _e86 = (_e82.xy * _e84.ww);
    let _e87 = r3_;
    r3_ = vec4<f32>(_e86.x, _e86.y, _e87.z, _e87.w);
    let _e94 = r3_;
    let _e98 = cf[4];
    let _e100 = (_e94.xxx * _e98.xyz);
    let _e101 = r4_;
    r4_ = vec4<f32>(_e100.x, _e100.y, _e100.z, _e101.w);
    let _e107 = r3_;
    let _e110 = cf[5];
    let _e113 = r4_;
    let _e115 = ((_e107.yyy * _e110.xyz) + _e113.xyz);
    let _e116 = r4_;
    r4_ = vec4<f32>(_e115.x, _e115.y, _e115.z, _e116.w);
    let _e122 = r4_;
    let _e125 = v0_;
    let _e127 = (_e122.xyz + _e125.xyz);
    let _e128 = r4_;
    r4_ = vec4<f32>(_e127.x, _e127.y, _e127.z, _e128.w);
    r4_.w = 1f;
    let _e137 = r4_;
    let _e139 = cf[0];
    let _e141 = r4_;
    let _e143 = cf[1];
    let _e145 = r4_;
    let _e147 = cf[2];
    let _e149 = r4_;
    let _e151 = cf[3];
    oPos = vec4<f32>(dot(_e137, _e139), dot(_e141, _e143), dot(_e145, _e147), dot(_e149, _e151));
    let _e155 = v2_;
    let _e156 = _e155.xy;
    let _e157 = oT0_;
    oT0_ = vec4<f32>(_e156.x, _e156.y, _e157.z, _e157.w);
    let _e164 = v1_;
    let _e167 = cf[6];
    r5_.x = (_e164.x * _e167.x);
    let _e171 = r5_;
    r5_.x = saturate((1f + -(_e171.x)));
    let _e179 = v3_;
    let _e180 = r5_;
    oD0_ = (_e179 * _e180.xxxx);
    let _e184 = v1_;
    let _e187 = cf[6];
    oPts = (_e184.wwww * _e187.yyyy);
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
    return VsOut(pos, l0_, l10_);
}
