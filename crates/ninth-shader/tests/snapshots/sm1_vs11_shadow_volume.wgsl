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

var<private> r0_: vec4<f32>;
var<private> v0_: vec4<f32>;
@group(0) @binding(1) 
var<uniform> cf: array<vec4<f32>, 7>;
var<private> r1_: vec4<f32>;
var<private> v1_: vec4<f32>;
var<private> r2_: vec4<f32>;
var<private> r3_: vec4<f32>;
var<private> oPos: vec4<f32>;
var<private> oD0_: vec4<f32>;
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

fn d3d_main() {
    let _e2 = v0_;
    let _e6 = cf[4];
    let _e8 = (_e2.xyz - _e6.xyz);
    let _e9 = r0_;
    r0_ = vec4<f32>(_e8.x, _e8.y, _e8.z, _e9.w);
    let _e17 = v1_;
    let _e19 = r0_;
    r1_.x = dot(_e17.xyz, -(_e19.xyz));
    let _e24 = r1_;
    r1_.y = select(0f, 1f, (_e24.x < 0f));
    let _e31 = r0_;
    let _e33 = r0_;
    r0_.w = dot(_e31.xyz, _e33.xyz);
    let _e37 = r0_;
    let _e39 = d3d_rsq(_e37.w);
    r0_.w = _e39;
    let _e41 = r0_;
    let _e43 = r0_;
    let _e45 = (_e41.xyz * _e43.www);
    let _e46 = r0_;
    r0_ = vec4<f32>(_e45.x, _e45.y, _e45.z, _e46.w);
    let _e53 = r0_;
    let _e56 = cf[5];
    let _e58 = (_e53.xyz * _e56.xxx);
    let _e59 = r2_;
    r2_ = vec4<f32>(_e58.x, _e58.y, _e58.z, _e59.w);
    let _e65 = r2_;
    let _e67 = r1_;
    let _e69 = (_e65.xyz * _e67.yyy);
    let _e70 = r2_;
    r2_ = vec4<f32>(_e69.x, _e69.y, _e69.z, _e70.w);
    let _e77 = v0_;
    let _e79 = r2_;
    let _e81 = (_e77.xyz + _e79.xyz);
    let _e82 = r3_;
    r3_ = vec4<f32>(_e81.x, _e81.y, _e81.z, _e82.w);
    r3_.w = 1f;
    let _e90 = r3_;
    let _e92 = cf[0];
    let _e94 = r3_;
    let _e96 = cf[1];
    let _e98 = r3_;
    let _e100 = cf[2];
    let _e102 = r3_;
    let _e104 = cf[3];
    oPos = vec4<f32>(dot(_e90, _e92), dot(_e94, _e96), dot(_e98, _e100), dot(_e102, _e104));
    let _e109 = cf[6];
    oD0_ = _e109;
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
