struct VsOut {
    @builtin(position) pos: vec4<f32>,
    @location(0) l0_: vec4<f32>,
    @location(1) l1_: vec4<f32>,
    @location(2) l2_: vec4<f32>,
    @location(10) l10_: vec4<f32>,
    @location(11) l11_: vec4<f32>,
    @location(12) l12_: vec4<f32>,
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
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> v0_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> r4_: vec4<f32>;
var<private> v3_: vec4<f32>;
var<private> r5_: vec4<f32>;
var<private> r6_: vec4<f32>;
var<private> v4_: vec4<f32>;
var<private> r7_: vec4<f32>;
var<private> r8_: vec4<f32>;
var<private> r9_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 256>;
var<private> o0_: vec4<f32>;
var<private> o1_: vec4<f32>;
var<private> v5_: vec4<f32>;
var<private> r10_: vec4<f32>;
var<private> r11_: vec4<f32>;
var<private> r12_: vec4<f32>;
var<private> r13_: vec4<f32>;
var<private> r14_: vec4<f32>;
var<private> r15_: vec4<f32>;
var<private> r16_: vec4<f32>;
var<private> o2_: vec4<f32>;
var<private> o3_: vec4<f32>;
var<private> o4_: vec4<f32>;
var<private> o5_: vec4<f32>;
var<private> r17_: vec4<f32>;
var<private> o6_: vec4<f32>;
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

fn d3d_pow(x_1: f32, y: f32) -> f32 {
    return exp2((y * log2(abs(x_1))));
}

fn d3d_nrm(v: vec4<f32>) -> vec4<f32> {
    let _e1 = v.xyz;
    let _e2 = dot(_e1, _e1);
    return select((v * vec4(inverseSqrt(_e2))), vec4(0f), (_e2 == 0f));
}

fn d3d_c_rel(i: i32) -> vec4<f32> {
    if (i == 1i) {
        return vec4<f32>(0.5f, 2f, 0.001f, 16f);
    }
    if (i == 0i) {
        return vec4<f32>(765.01f, 1f, 0f, 3f);
    }
    if ((i >= 0i) && (i < 256i)) {
        let _e22 = cf[(i - 0i)];
        return _e22;
    }
    return vec4(0f);
}

fn d3d_main() {
    let _e2 = v2_;
    let _e6 = (_e2.zy * vec2(765.01f));
    let _e7 = r0_;
    r0_ = vec4<f32>(_e6.x, _e6.y, _e7.z, _e7.w);
    let _e13 = r0_;
    let _e17 = (_e13.xy * vec2(3f));
    let _e18 = r0_;
    r0_ = vec4<f32>(_e17.x, _e17.y, _e18.z, _e18.w);
    let _e25 = r0_;
    let _e31 = vec2<i32>(floor((_e25.xy + vec2(0.5f))));
    let _e32 = a0_;
    a0_ = vec4<i32>(_e31.x, _e31.y, _e32.z, _e32.w);
    let _e41 = v1_;
    r1_.w = (1f + -(_e41.x));
    let _e48 = v0_;
    let _e50 = a0_.x;
    let _e53 = d3d_c_rel((_e50 + 60i));
    let _e55 = v0_;
    let _e57 = a0_.x;
    let _e60 = d3d_c_rel((_e57 + 61i));
    let _e62 = v0_;
    let _e64 = a0_.x;
    let _e67 = d3d_c_rel((_e64 + 62i));
    let _e69 = vec3<f32>(dot(_e48, _e53), dot(_e55, _e60), dot(_e62, _e67));
    let _e70 = r2_;
    r2_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e77 = v0_;
    let _e79 = a0_.y;
    let _e81 = d3d_c_rel((_e79 + 60i));
    let _e83 = v0_;
    let _e85 = a0_.y;
    let _e87 = d3d_c_rel((_e85 + 61i));
    let _e89 = v0_;
    let _e91 = a0_.y;
    let _e93 = d3d_c_rel((_e91 + 62i));
    let _e95 = vec3<f32>(dot(_e77, _e81), dot(_e83, _e87), dot(_e89, _e93));
    let _e96 = r3_;
    r3_ = vec4<f32>(_e95.x, _e95.y, _e95.z, _e96.w);
    let _e102 = r2_;
    let _e104 = v1_;
    let _e106 = (_e102.xyz * _e104.xxx);
    let _e107 = r2_;
    r2_ = vec4<f32>(_e106.x, _e106.y, _e106.z, _e107.w);
    let _e113 = r3_;
    let _e115 = r1_;
    let _e118 = r2_;
    let _e120 = ((_e113.xyz * _e115.www) + _e118.xyz);
    let _e121 = r2_;
    r2_ = vec4<f32>(_e120.x, _e120.y, _e120.z, _e121.w);
    r2_.w = 1f;
    let _e130 = v3_;
    let _e133 = a0_.x;
    let _e135 = d3d_c_rel((_e133 + 60i));
    let _e138 = v3_;
    let _e141 = a0_.x;
    let _e143 = d3d_c_rel((_e141 + 61i));
    let _e146 = v3_;
    let _e149 = a0_.x;
    let _e151 = d3d_c_rel((_e149 + 62i));
    let _e154 = vec3<f32>(dot(_e130.xyz, _e135.xyz), dot(_e138.xyz, _e143.xyz), dot(_e146.xyz, _e151.xyz));
    let _e155 = r4_;
    r4_ = vec4<f32>(_e154.x, _e154.y, _e154.z, _e155.w);
    let _e162 = v3_;
    let _e165 = a0_.y;
    let _e167 = d3d_c_rel((_e165 + 60i));
    let _e170 = v3_;
    let _e173 = a0_.y;
    let _e175 = d3d_c_rel((_e173 + 61i));
    let _e178 = v3_;
    let _e181 = a0_.y;
    let _e183 = d3d_c_rel((_e181 + 62i));
    let _e186 = vec3<f32>(dot(_e162.xyz, _e167.xyz), dot(_e170.xyz, _e175.xyz), dot(_e178.xyz, _e183.xyz));
    let _e187 = r5_;
    r5_ = vec4<f32>(_e186.x, _e186.y, _e186.z, _e187.w);
    let _e193 = r4_;
    let _e195 = v1_;
    let _e197 = (_e193.xyz * _e195.xxx);
    let _e198 = r4_;
    r4_ = vec4<f32>(_e197.x, _e197.y, _e197.z, _e198.w);
    let _e204 = r5_;
    let _e206 = r1_;
    let _e209 = r4_;
    let _e211 = ((_e204.xyz * _e206.www) + _e209.xyz);
    let _e212 = r4_;
    r4_ = vec4<f32>(_e211.x, _e211.y, _e211.z, _e212.w);
    let _e219 = r4_;
    let _e220 = d3d_nrm(_e219);
    let _e221 = r6_;
    r6_ = vec4<f32>(_e220.x, _e220.y, _e220.z, _e221.w);
    let _e228 = v4_;
    let _e231 = a0_.x;
    let _e233 = d3d_c_rel((_e231 + 60i));
    let _e236 = v4_;
    let _e239 = a0_.x;
    let _e241 = d3d_c_rel((_e239 + 61i));
    let _e244 = v4_;
    let _e247 = a0_.x;
    let _e249 = d3d_c_rel((_e247 + 62i));
    let _e252 = vec3<f32>(dot(_e228.xyz, _e233.xyz), dot(_e236.xyz, _e241.xyz), dot(_e244.xyz, _e249.xyz));
    let _e253 = r4_;
    r4_ = vec4<f32>(_e252.x, _e252.y, _e252.z, _e253.w);
    let _e259 = v4_;
    let _e262 = a0_.y;
    let _e264 = d3d_c_rel((_e262 + 60i));
    let _e267 = v4_;
    let _e270 = a0_.y;
    let _e272 = d3d_c_rel((_e270 + 61i));
    let _e275 = v4_;
    let _e278 = a0_.y;
    let _e280 = d3d_c_rel((_e278 + 62i));
    let _e283 = vec3<f32>(dot(_e259.xyz, _e264.xyz), dot(_e267.xyz, _e272.xyz), dot(_e275.xyz, _e280.xyz));
    let _e284 = r5_;
    r5_ = vec4<f32>(_e283.x, _e283.y, _e283.z, _e284.w);
    let _e290 = r4_;
    let _e292 = v1_;
    let _e294 = (_e290.xyz * _e292.xxx);
    let _e295 = r4_;
    r4_ = vec4<f32>(_e294.x, _e294.y, _e294.z, _e295.w);
    let _e301 = r5_;
    let _e303 = r1_;
    let _e306 = r4_;
    let _e308 = ((_e301.xyz * _e303.www) + _e306.xyz);
    let _e309 = r4_;
    r4_ = vec4<f32>(_e308.x, _e308.y, _e308.z, _e309.w);
    let _e316 = r4_;
    let _e317 = d3d_nrm(_e316);
    let _e318 = r7_;
    r7_ = vec4<f32>(_e317.x, _e317.y, _e317.z, _e318.w);
    let _e325 = r6_;
    let _e327 = r7_;
    let _e329 = cross(_e325.xyz, _e327.xyz);
    let _e330 = r8_;
    r8_ = vec4<f32>(_e329.x, _e329.y, _e329.z, _e330.w);
    let _e337 = r2_;
    let _e340 = cf[4];
    let _e342 = r2_;
    let _e344 = cf[5];
    let _e346 = r2_;
    let _e348 = cf[6];
    let _e350 = r2_;
    let _e352 = cf[7];
    r9_ = vec4<f32>(dot(_e337, _e340), dot(_e342, _e344), dot(_e346, _e348), dot(_e350, _e352));
    let _e356 = r9_;
    o0_ = _e356;
    let _e359 = v5_;
    let _e360 = _e359.xy;
    let _e361 = o1_;
    o1_ = vec4<f32>(_e360.x, _e360.y, _e361.z, _e361.w);
    let _e369 = cf[8];
    let _e371 = r2_;
    let _e374 = (_e369.xyz + -(_e371.xyz));
    let _e375 = r10_;
    r10_ = vec4<f32>(_e374.x, _e374.y, _e374.z, _e375.w);
    let _e382 = r10_;
    let _e383 = d3d_nrm(_e382);
    let _e384 = r11_;
    r11_ = vec4<f32>(_e383.x, _e383.y, _e383.z, _e384.w);
    let _e392 = cf[12];
    r12_ = _e392;
    r13_ = vec4(0f);
    let _e398 = cf[40];
    let _e400 = r2_;
    let _e403 = (_e398.xyz + -(_e400.xyz));
    let _e404 = r14_;
    r14_ = vec4<f32>(_e403.x, _e403.y, _e403.z, _e404.w);
    let _e410 = r14_;
    let _e412 = r14_;
    r14_.w = dot(_e410.xyz, _e412.xyz);
    let _e417 = r14_;
    let _e419 = d3d_rsq(_e417.w);
    r15_.w = _e419;
    let _e421 = r14_;
    let _e423 = r15_;
    let _e425 = (_e421.xyz * _e423.www);
    let _e426 = r14_;
    r14_ = vec4<f32>(_e425.x, _e425.y, _e425.z, _e426.w);
    let _e432 = r14_;
    let _e435 = cf[48];
    r15_.x = (_e432.w * _e435.x);
    let _e439 = r15_;
    r15_.x = saturate((1f + -(_e439.x)));
    let _e445 = r6_;
    let _e447 = r14_;
    r15_.y = dot(_e445.xyz, _e447.xyz);
    let _e451 = r15_;
    r15_.y = max(_e451.y, 0f);
    let _e455 = r15_;
    let _e457 = r15_;
    r15_.y = (_e455.y * _e457.x);
    let _e461 = r15_;
    let _e464 = cf[44];
    let _e467 = r12_;
    let _e469 = ((_e461.yyy * _e464.xyz) + _e467.xyz);
    let _e470 = r12_;
    r12_ = vec4<f32>(_e469.x, _e469.y, _e469.z, _e470.w);
    let _e476 = r14_;
    let _e478 = r11_;
    let _e480 = (_e476.xyz + _e478.xyz);
    let _e481 = r15_;
    r15_ = vec4<f32>(_e480.x, _e480.y, _e480.z, _e481.w);
    let _e488 = r15_;
    let _e489 = d3d_nrm(_e488);
    let _e490 = r16_;
    r16_ = vec4<f32>(_e489.x, _e489.y, _e489.z, _e490.w);
    let _e496 = r6_;
    let _e498 = r16_;
    r15_.z = dot(_e496.xyz, _e498.xyz);
    let _e502 = r15_;
    r15_.z = max(_e502.z, 0f);
    let _e506 = r15_;
    let _e509 = d3d_pow(_e506.z, 16f);
    r15_.z = _e509;
    let _e511 = r15_;
    let _e513 = r15_;
    r15_.z = (_e511.z * _e513.x);
    let _e517 = r15_;
    let _e520 = cf[44];
    let _e523 = r13_;
    let _e525 = ((_e517.zzz * _e520.xyz) + _e523.xyz);
    let _e526 = r13_;
    r13_ = vec4<f32>(_e525.x, _e525.y, _e525.z, _e526.w);
    let _e533 = cf[41];
    let _e535 = r2_;
    let _e538 = (_e533.xyz + -(_e535.xyz));
    let _e539 = r14_;
    r14_ = vec4<f32>(_e538.x, _e538.y, _e538.z, _e539.w);
    let _e545 = r14_;
    let _e547 = r14_;
    r14_.w = dot(_e545.xyz, _e547.xyz);
    let _e551 = r14_;
    let _e553 = d3d_rsq(_e551.w);
    r15_.w = _e553;
    let _e555 = r14_;
    let _e557 = r15_;
    let _e559 = (_e555.xyz * _e557.www);
    let _e560 = r14_;
    r14_ = vec4<f32>(_e559.x, _e559.y, _e559.z, _e560.w);
    let _e566 = r14_;
    let _e569 = cf[48];
    r15_.x = (_e566.w * _e569.y);
    let _e573 = r15_;
    r15_.x = saturate((1f + -(_e573.x)));
    let _e579 = r6_;
    let _e581 = r14_;
    r15_.y = dot(_e579.xyz, _e581.xyz);
    let _e585 = r15_;
    r15_.y = max(_e585.y, 0f);
    let _e589 = r15_;
    let _e591 = r15_;
    r15_.y = (_e589.y * _e591.x);
    let _e595 = r15_;
    let _e598 = cf[45];
    let _e601 = r12_;
    let _e603 = ((_e595.yyy * _e598.xyz) + _e601.xyz);
    let _e604 = r12_;
    r12_ = vec4<f32>(_e603.x, _e603.y, _e603.z, _e604.w);
    let _e610 = r14_;
    let _e612 = r11_;
    let _e614 = (_e610.xyz + _e612.xyz);
    let _e615 = r15_;
    r15_ = vec4<f32>(_e614.x, _e614.y, _e614.z, _e615.w);
    let _e621 = r15_;
    let _e622 = d3d_nrm(_e621);
    let _e623 = r16_;
    r16_ = vec4<f32>(_e622.x, _e622.y, _e622.z, _e623.w);
    let _e629 = r6_;
    let _e631 = r16_;
    r15_.z = dot(_e629.xyz, _e631.xyz);
    let _e635 = r15_;
    r15_.z = max(_e635.z, 0f);
    let _e639 = r15_;
    let _e641 = d3d_pow(_e639.z, 16f);
    r15_.z = _e641;
    let _e643 = r15_;
    let _e645 = r15_;
    r15_.z = (_e643.z * _e645.x);
    let _e649 = r15_;
    let _e652 = cf[45];
    let _e655 = r13_;
    let _e657 = ((_e649.zzz * _e652.xyz) + _e655.xyz);
    let _e658 = r13_;
    r13_ = vec4<f32>(_e657.x, _e657.y, _e657.z, _e658.w);
    let _e665 = cf[42];
    let _e667 = r2_;
    let _e670 = (_e665.xyz + -(_e667.xyz));
    let _e671 = r14_;
    r14_ = vec4<f32>(_e670.x, _e670.y, _e670.z, _e671.w);
    let _e677 = r14_;
    let _e679 = r14_;
    r14_.w = dot(_e677.xyz, _e679.xyz);
    let _e683 = r14_;
    let _e685 = d3d_rsq(_e683.w);
    r15_.w = _e685;
    let _e687 = r14_;
    let _e689 = r15_;
    let _e691 = (_e687.xyz * _e689.www);
    let _e692 = r14_;
    r14_ = vec4<f32>(_e691.x, _e691.y, _e691.z, _e692.w);
    let _e698 = r14_;
    let _e701 = cf[48];
    r15_.x = (_e698.w * _e701.z);
    let _e705 = r15_;
    r15_.x = saturate((1f + -(_e705.x)));
    let _e711 = r6_;
    let _e713 = r14_;
    r15_.y = dot(_e711.xyz, _e713.xyz);
    let _e717 = r15_;
    r15_.y = max(_e717.y, 0f);
    let _e721 = r15_;
    let _e723 = r15_;
    r15_.y = (_e721.y * _e723.x);
    let _e727 = r15_;
    let _e730 = cf[46];
    let _e733 = r12_;
    let _e735 = ((_e727.yyy * _e730.xyz) + _e733.xyz);
    let _e736 = r12_;
    r12_ = vec4<f32>(_e735.x, _e735.y, _e735.z, _e736.w);
    let _e742 = r14_;
    let _e744 = r11_;
    let _e746 = (_e742.xyz + _e744.xyz);
    let _e747 = r15_;
    r15_ = vec4<f32>(_e746.x, _e746.y, _e746.z, _e747.w);
    let _e753 = r15_;
    let _e754 = d3d_nrm(_e753);
    let _e755 = r16_;
    r16_ = vec4<f32>(_e754.x, _e754.y, _e754.z, _e755.w);
    let _e761 = r6_;
    let _e763 = r16_;
    r15_.z = dot(_e761.xyz, _e763.xyz);
    let _e767 = r15_;
    r15_.z = max(_e767.z, 0f);
    let _e771 = r15_;
    let _e773 = d3d_pow(_e771.z, 16f);
    r15_.z = _e773;
    let _e775 = r15_;
    let _e777 = r15_;
    r15_.z = (_e775.z * _e777.x);
    let _e781 = r15_;
    let _e784 = cf[46];
    let _e787 = r13_;
    let _e789 = ((_e781.zzz * _e784.xyz) + _e787.xyz);
    let _e790 = r13_;
    r13_ = vec4<f32>(_e789.x, _e789.y, _e789.z, _e790.w);
    let _e797 = r12_;
    o2_ = _e797;
    let _e799 = r13_;
    o3_ = _e799;
    let _e801 = r11_;
    let _e803 = r7_;
    o4_.x = dot(_e801.xyz, _e803.xyz);
    let _e807 = r11_;
    let _e809 = r8_;
    o4_.y = dot(_e807.xyz, _e809.xyz);
    let _e813 = r11_;
    let _e815 = r6_;
    o4_.z = dot(_e813.xyz, _e815.xyz);
    let _e820 = r6_;
    let _e821 = _e820.xyz;
    let _e822 = o5_;
    o5_ = vec4<f32>(_e821.x, _e821.y, _e821.z, _e822.w);
    let _e829 = r9_;
    let _e832 = cf[9];
    let _e836 = cf[9];
    r17_.x = ((_e829.w * _e832.x) + _e836.y);
    let _e840 = r17_;
    r17_.x = (_e840.x * 2f);
    let _e846 = r17_;
    o6_.x = saturate(exp2(-(_e846.x)));
}

@vertex 
fn main(@location(0) i0_: vec4<f32>, @location(1) i1_: vec4<f32>, @location(2) i2_: vec4<f32>, @location(3) i3_: vec4<f32>, @location(4) i4_: vec4<f32>, @location(5) i5_: vec4<f32>) -> VsOut {
    v0_ = i0_;
    v1_ = i1_;
    v2_ = i2_;
    v3_ = i3_;
    v4_ = i4_;
    v5_ = i5_;
    d3d_main();
    let _e13 = o0_;
    let _e16 = draw.half_pixel;
    let pos = vec4<f32>((_e13.x + (_e13.w * _e16.x)), (_e13.y - (_e13.w * _e16.y)), _e13.z, _e13.w);
    let l0_ = o1_;
    let l1_ = o4_;
    let l2_ = o5_;
    let l10_ = o2_;
    let l11_ = o3_;
    let l12_ = o6_;
    return VsOut(pos, l0_, l1_, l2_, l10_, l11_, l12_);
}
