struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(3) l3_: vec4<f32>,
    @location(4) l4_: vec4<f32>,
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
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 12>;
var<private> r1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> oT0_: vec4<f32>;
var<private> oT1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> oT2_: vec4<f32>;
var<private> r9_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> oT3_: vec4<f32>;
var<private> oT4_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> oFog: vec4<f32>;
var<private> oD0_: vec4<f32>;
@group(0) @binding(0) 
var<uniform> draw: NinthDraw;

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = cf[4];
    r0_.x = dot(_e2.xzw, _e6.xyz);
    let _e10 = r0_;
    let _e15 = cf[5];
    r0_.x = ((_e10.x * 0.15915494f) + _e15.x);
    let _e19 = r0_;
    r0_.x = fract(_e19.x);
    let _e23 = r0_;
    r0_.x = ((_e23.x * 6.2831855f) + -3.1415927f);
    let _e31 = r0_;
    let _e34 = r0_;
    let _e37 = vec2<f32>(cos(_e31.x), sin(_e34.x));
    let _e38 = r1_;
    r1_ = vec4<f32>(_e37.x, _e37.y, _e38.z, _e38.w);
    let _e44 = v0_;
    let _e47 = cf[6];
    r0_.y = dot(_e44.xzw, _e47.xyz);
    let _e51 = r0_;
    let _e55 = cf[5];
    r0_.y = ((_e51.y * 0.15915494f) + _e55.y);
    let _e59 = r0_;
    r0_.y = fract(_e59.y);
    let _e63 = r0_;
    r0_.y = ((_e63.y * 6.2831855f) + -3.1415927f);
    let _e69 = r0_;
    let _e72 = r0_;
    let _e75 = vec2<f32>(cos(_e69.y), sin(_e72.y));
    let _e76 = r2_;
    r2_ = vec4<f32>(_e75.x, _e75.y, _e76.z, _e76.w);
    let _e83 = v0_;
    r3_ = _e83;
    let _e84 = r1_;
    let _e87 = cf[7];
    let _e90 = r3_;
    r3_.y = ((_e84.y * _e87.x) + _e90.y);
    let _e94 = r2_;
    let _e97 = cf[7];
    let _e100 = r3_;
    r3_.y = ((_e94.y * _e97.y) + _e100.y);
    let _e105 = r1_;
    let _e108 = cf[7];
    r4_.x = (_e105.x * _e108.x);
    let _e112 = r2_;
    let _e115 = cf[7];
    r4_.y = (_e112.x * _e115.y);
    let _e120 = r4_;
    let _e123 = cf[4];
    let _e125 = (_e120.xx * _e123.xy);
    let _e126 = r5_;
    r5_ = vec4<f32>(_e125.x, _e126.y, _e125.y, _e126.w);
    let _e132 = r4_;
    let _e135 = cf[6];
    let _e138 = r5_;
    let _e140 = ((_e132.yy * _e135.xy) + _e138.xz);
    let _e141 = r5_;
    r5_ = vec4<f32>(_e140.x, _e141.y, _e140.y, _e141.w);
    r5_.y = 1f;
    let _e150 = r5_;
    let _e151 = d3d_nrm(_e150);
    let _e152 = r6_;
    r6_ = vec4<f32>(_e151.x, _e151.y, _e151.z, _e152.w);
    let _e159 = r3_;
    let _e161 = cf[0];
    let _e163 = r3_;
    let _e165 = cf[1];
    let _e167 = r3_;
    let _e169 = cf[2];
    let _e171 = r3_;
    let _e173 = cf[3];
    r7_ = vec4<f32>(dot(_e159, _e161), dot(_e163, _e165), dot(_e167, _e169), dot(_e171, _e173));
    let _e177 = r7_;
    oPos = _e177;
    let _e179 = r7_;
    let _e183 = (_e179.ww * vec2(0.5f));
    let _e184 = r8_;
    r8_ = vec4<f32>(_e183.x, _e183.y, _e184.z, _e184.w);
    let _e190 = r7_;
    let _e193 = r8_;
    r8_.x = ((_e190.x * 0.5f) + _e193.x);
    let _e197 = r7_;
    let _e201 = r8_;
    r8_.y = ((_e197.y * -(0.5f)) + _e201.y);
    let _e205 = r7_;
    let _e206 = _e205.zw;
    let _e207 = r8_;
    r8_ = vec4<f32>(_e207.x, _e207.y, _e206.x, _e206.y);
    let _e214 = r8_;
    oT0_ = _e214;
    let _e217 = v1_;
    let _e220 = cf[8];
    let _e222 = (_e217.xy + _e220.xy);
    let _e223 = oT1_;
    oT1_ = vec4<f32>(_e222.x, _e222.y, _e223.z, _e223.w);
    let _e230 = v1_;
    let _e233 = cf[8];
    let _e235 = (_e230.xy + _e233.zw);
    let _e236 = oT2_;
    oT2_ = vec4<f32>(_e235.x, _e235.y, _e236.z, _e236.w);
    let _e244 = cf[9];
    let _e246 = r3_;
    let _e249 = (_e244.xyz + -(_e246.xyz));
    let _e250 = r9_;
    r9_ = vec4<f32>(_e249.x, _e249.y, _e249.z, _e250.w);
    let _e257 = r9_;
    let _e258 = d3d_nrm(_e257);
    let _e259 = r10_;
    r10_ = vec4<f32>(_e258.x, _e258.y, _e258.z, _e259.w);
    let _e266 = r10_;
    let _e267 = _e266.xyz;
    let _e268 = oT3_;
    oT3_ = vec4<f32>(_e267.x, _e267.y, _e267.z, _e268.w);
    let _e275 = r6_;
    let _e276 = _e275.xyz;
    let _e277 = oT4_;
    oT4_ = vec4<f32>(_e276.x, _e276.y, _e276.z, _e277.w);
    let _e285 = cf[10];
    let _e287 = r7_;
    r11_.x = (_e285.x + -(_e287.w));
    let _e293 = r11_;
    let _e296 = cf[10];
    oFog = (_e293.xxxx * _e296.yyyy);
    let _e301 = cf[11];
    oD0_ = _e301;
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = draw.half_pixel;
    let pos = vec4<f32>((_e5.x + (_e5.w * _e8.x)), (_e5.y - (_e5.w * _e8.y)), _e5.z, _e5.w);
    let l0_ = oT0_;
    let l1_ = oT1_;
    let l2_ = oT2_;
    let l3_ = oT3_;
    let l4_ = oT4_;
    let _e31 = oD0_;
    let l10_ = saturate(_e31);
    let l12_ = oFog;
    return VsOut(pos, l0_, l1_, l2_, l3_, l4_, l10_, l12_);
}
